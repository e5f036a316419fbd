/** /events/album/:eventId: the owner's page of one event, with its downloads panel. */
import { useParams } from 'react-router';
import { DownloadsPanel } from '../features/downloads/downloads-panel';
import { EventPage } from '../features/events/event-page/event-page';

export function EventRoute() {
  const { eventId = '' } = useParams();
  return (
    <EventPage
      key={eventId}
      eventId={eventId}
      downloads={(event) => <DownloadsPanel event={event} />}
    />
  );
}
