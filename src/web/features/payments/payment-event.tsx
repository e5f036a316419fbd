/**
 * The event a payment screen is about: a missing event sends the owner back to
 * /events, a load shows a skeleton, a failure an alert with a retry; once
 * loaded, `children` draws the screen's content.
 */
import { Alert, Button, Skeleton } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { isGone, showsData } from '../../app/api';
import { type EventDetail, usePaymentEvent } from './api/payments-api';

export function PaymentEvent({
  eventId,
  skeletonHeight,
  children,
}: {
  eventId: string;
  skeletonHeight: number;
  children: (event: EventDetail) => ReactNode;
}) {
  const { t } = useTranslation();
  const event = usePaymentEvent(eventId);
  if (event.isPending) return <Skeleton height={skeletonHeight} radius="lg" aria-busy="true" />;
  if (!showsData(event)) {
    if (isGone(event.error)) {
      return <Navigate to="/events" replace />;
    }
    return (
      <Alert color="red" title={t('errors.loadEventFailed')}>
        <Button variant="light" color="red" mt="sm" onClick={() => event.refetch()}>
          {t('events.page.retry')}
        </Button>
      </Alert>
    );
  }
  return children(event.data);
}
