/**
 * Payments calls: open a checkout (event, upgrade, gift), the purchase status
 * the pages wait on (polled while pending), the activation-code check, and
 * the event the pages are about.
 */
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { type EventDetail, eventResponseSchema } from '../../../../shared/api/events';
import {
  type CheckoutResponse,
  checkoutResponseSchema,
  type PaidPlanId,
  type Purchase,
  purchaseResponseSchema,
  type UpgradeRequest,
  type VerifyActivationCodeResponse,
  verifyActivationCodeResponseSchema,
} from '../../../../shared/api/payments';
import type { Language } from '../../../../shared/i18n/index';
import { apiFetch } from '../../../app/api';

export type { CheckoutResponse, EventDetail, Purchase };

/** How often a pending purchase is asked about. */
export const purchasePollMs = 3000;

const id = (value: string) => encodeURIComponent(value);

/** `?lang=`: the checkout (and its e-mails' item names) in the language the owner is using. */
const lang = (language: Language) => `?lang=${language}`;

export function startEventCheckout(eventId: string, language: Language): Promise<CheckoutResponse> {
  return apiFetch(`/api/events/${id(eventId)}/checkout${lang(language)}`, {
    method: 'POST',
    schema: checkoutResponseSchema,
  });
}

export function startUpgrade(
  eventId: string,
  body: UpgradeRequest,
  language: Language,
): Promise<CheckoutResponse> {
  return apiFetch(`/api/events/${id(eventId)}/upgrade${lang(language)}`, {
    method: 'POST',
    body,
    schema: checkoutResponseSchema,
  });
}

export function startGift(plan: PaidPlanId, language: Language): Promise<CheckoutResponse> {
  return apiFetch(`/api/payments/gift${lang(language)}`, {
    method: 'POST',
    body: { plan },
    schema: checkoutResponseSchema,
  });
}

export function getPurchase(purchaseId: string, signal?: AbortSignal): Promise<Purchase> {
  return apiFetch(`/api/payments/purchases/${id(purchaseId)}`, {
    signal,
    schema: purchaseResponseSchema,
  }).then((body) => body.purchase);
}

export const purchaseQuery = (purchaseId: string) =>
  queryOptions({
    queryKey: ['purchases', purchaseId] as const,
    queryFn: ({ signal }) => getPurchase(purchaseId, signal),
    refetchInterval: (query) =>
      query.state.data?.status === 'pending' || query.state.data === undefined
        ? purchasePollMs
        : false,
    refetchIntervalInBackground: true,
  });

export function usePurchase(purchaseId: string | null) {
  return useQuery({ ...purchaseQuery(purchaseId ?? ''), enabled: purchaseId !== null });
}

export function verifyActivationCode(code: string): Promise<VerifyActivationCodeResponse> {
  return apiFetch('/api/activation-codes/verify', {
    method: 'POST',
    body: { code },
    schema: verifyActivationCodeResponseSchema,
  });
}

/** The same key as the events feature's event query, so both refresh together. */
export const paymentEventQuery = (eventId: string) =>
  queryOptions({
    queryKey: ['events', eventId] as const,
    queryFn: ({ signal }) =>
      apiFetch(`/api/events/${id(eventId)}`, { signal, schema: eventResponseSchema }).then(
        (body) => body.event,
      ),
  });

export function usePaymentEvent(eventId: string) {
  return useQuery(paymentEventQuery(eventId));
}

/** Refreshes everything a confirmed payment changes: the events list (sidebar) and details. */
export function useRefreshEvents() {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: ['events'] }), [queryClient]);
}
