/** /events/settings/:eventId: an event's settings page; `?tab=` (e.g. guest-page) opens that tab. */
import { useParams, useSearchParams } from 'react-router';
import { parseSettingsTab } from '../features/events/settings/settings-model';
import { SettingsPage } from '../features/events/settings/settings-page';

export function EventSettingsRoute() {
  const { eventId = '' } = useParams();
  const [search] = useSearchParams();
  return <SettingsPage key={eventId} eventId={eventId} tab={parseSettingsTab(search.get('tab'))} />;
}
