/** /events/album/:eventId: the owner's page of one event. */
import { useParams } from 'react-router';
import { EventPage } from '../features/events/event-page/event-page';

export function EventRoute() {
  const { eventId = '' } = useParams();
  return <EventPage key={eventId} eventId={eventId} />;
}
