/** /albums/:eventId/:albumId: the owner's page of one album. */
import { useParams } from 'react-router';
import { AlbumPage } from '../features/gallery/album-page';

export function AlbumRoute() {
  const { eventId = '', albumId = '' } = useParams();
  return <AlbumPage key={eventId} eventId={eventId} albumId={albumId} />;
}
