/** /events/payment/:eventId: paying for an unpaid event. */
import { useParams } from 'react-router';
import { PaymentPage } from '../features/payments/payment-page';

export function PaymentRoute() {
  const { eventId = '' } = useParams();
  return <PaymentPage key={eventId} eventId={eventId} />;
}
