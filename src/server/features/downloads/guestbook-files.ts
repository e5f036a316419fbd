/**
 * What the downloads need of the guestbook: its plain-text and PDF exports as
 * bytes with their CRC-32, for one audience. The guestbook feature implements
 * it (features/guestbook/guestbook-export.ts); the archive includes the files
 * at its root. Both must be byte-stable while the entries do not change, or a
 * resumed download would mix two archives (the ETag changes with them).
 */
export type GuestbookAudience = 'owner' | 'guest';

export type GuestbookFile = { bytes: Buffer; crc32: number; modifiedAt: Date };

export type GuestbookScope = { albumId?: string; audience: GuestbookAudience };

export interface GuestbookExport {
  /** Plain-text guestbook (UTF-8 with BOM), or null when the scope has no entries. */
  text(eventId: string, scope: GuestbookScope): Promise<GuestbookFile | null>;
  /** A4 PDF of the guestbook (cached, byte-stable while entries do not change), or null when no entries. */
  pdf(eventId: string, scope: GuestbookScope): Promise<GuestbookFile | null>;
}
