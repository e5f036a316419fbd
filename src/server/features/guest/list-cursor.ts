/** The guest lists' cursor: the last item's creation instant and id, opaque to the browser. */
import { appError } from '../../http/app-error';
import type { ListCursor } from './guest.repository';

export function encodeCursor(cursor: ListCursor): string {
  return Buffer.from(`${cursor.createdAt.getTime()}.${cursor.id}`).toString('base64url');
}

/** The cursor, or `badRequest` for anything that is not one of ours. */
export function decodeCursor(value: string | undefined): ListCursor | null {
  if (value === undefined || value === '') return null;
  const text = Buffer.from(value, 'base64url').toString('utf8');
  const match = /^(\d{1,15})\.([A-Za-z0-9_-]{1,64})$/.exec(text);
  if (!match) throw appError('badRequest');
  return { createdAt: new Date(Number(match[1])), id: match[2] as string };
}
