/**
 * Which upload batches are guestbook entries, in one place for every list, count, export and
 * live update: wishes (`guestbook`), voice messages (`voice`), and uploads sent with a message
 * (spec: guests upload "optionally with a name and a guestbook message"), whose files are the
 * entry's attachments. Older uploads with a message count too: nothing needs rewriting.
 */
import { and, eq, inArray, isNotNull, ne, or, type SQL, sql } from 'drizzle-orm';
import { uploadBatches } from './schema';

/** Uploads whose guest wrote a message. */
function uploadWithMessage(): SQL | undefined {
  return and(
    eq(uploadBatches.kind, 'upload'),
    isNotNull(uploadBatches.message),
    ne(uploadBatches.message, ''),
  );
}

/** Every guestbook entry: wishes, voice messages and uploads with a message. */
export function isGuestbookEntry(): SQL | undefined {
  return or(inArray(uploadBatches.kind, ['guestbook', 'voice']), uploadWithMessage());
}

/** Entries written as text (wishes and uploads with a message), as guests see them listed. */
export function isWrittenEntry(): SQL | undefined {
  return or(eq(uploadBatches.kind, 'guestbook'), uploadWithMessage());
}

/** Written entries guests may see: not hidden by the owner. */
export function isVisibleWrittenEntry(): SQL | undefined {
  return and(isWrittenEntry(), eq(uploadBatches.hidden, false));
}

/** The entry's kind as shown: a voice message, or a written wish (an upload with a message is one). */
export function entryKind() {
  return sql<
    'guestbook' | 'voice'
  >`case when ${uploadBatches.kind} = 'voice' then 'voice' else 'guestbook' end`;
}
