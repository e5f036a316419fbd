/** `POST /api/public/events/{id}/batches`: declares what a guest is about to send. */
import {
  type CreateBatchRequest,
  type CreateBatchResponse,
  createBatchResponseSchema,
} from '../../../../shared/api/public';
import { apiFetch } from '../../../app/api';
import { publicEventPath } from './public-event';

export function createBatch(
  eventId: string,
  request: CreateBatchRequest,
): Promise<CreateBatchResponse> {
  return apiFetch(`${publicEventPath(eventId)}/batches`, {
    method: 'POST',
    body: request,
    schema: createBatchResponseSchema,
  });
}
