/** /events: the owner's events, with the banner asking to confirm the e-mail address. */
import { VerifyEmailBanner } from '../features/auth/verify-email-banner';
import { EventsPage } from '../features/events/events-page';

export function EventsRoute() {
  return <EventsPage notice={<VerifyEmailBanner />} />;
}
