/** /events/create: the creation wizard, with the verify banner for an unconfirmed address. */
import { VerifyEmailBanner } from '../features/auth/verify-email-banner';
import { CreateEventPage } from '../features/events/create/create-event-page';

export function CreateEventRoute() {
  return <CreateEventPage notice={<VerifyEmailBanner />} />;
}
