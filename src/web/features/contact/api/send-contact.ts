/** Sending the contact form (`POST /api/contact`): the fetcher and the mutation hook. */
import { useMutation } from '@tanstack/react-query';
import {
  type ContactRequest,
  type ContactResponse,
  contactResponseSchema,
} from '../../../../shared/api/contact';
import { apiFetch } from '../../../app/api';

export function sendContact(body: ContactRequest): Promise<ContactResponse> {
  return apiFetch<ContactResponse>('/api/contact', {
    method: 'POST',
    body,
    schema: contactResponseSchema,
  });
}

export function useSendContact() {
  return useMutation({ mutationFn: sendContact });
}
