/** What an owner sees of an album: never the raw row. */
// Adds `.openapi()` to every zod schema, the shared ones included: import it first.
import '@hono/zod-openapi';
import { type Album, albumSchema as sharedAlbumSchema } from '../../../shared/api/events';
import type { AlbumRow } from './albums.repository';

export const albumSchema = sharedAlbumSchema.openapi('Album');

export function presentAlbum(row: AlbumRow): Album {
  return {
    id: row.id,
    name: row.name,
    isDefault: row.isDefault,
    filesCount: row.filesCount,
    position: row.position,
  };
}
