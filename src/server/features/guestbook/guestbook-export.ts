/**
 * The guestbook as files: a plain-text file (UTF-8 with BOM) and a printable PDF (A4 or A5),
 * for the ZIP archives and the owner's download. Entries are the upload batches of kind
 * `guestbook` and `voice`, oldest first, with the guest's name, message and time (in the
 * event's zone and language); the PDF adds up to three photos per entry (their `large`
 * derivative, or `thumb`; a video's poster), converted to JPEG. The guest audience leaves out
 * hidden entries and files, and gets nothing while the owner hides the guestbook from guests.
 *
 * PDFs are cached in storage under `events/{eventId}/exports/guestbook-{hash}.pdf`, the hash
 * covering everything printed, so every request between two changes gets the same bytes (HTTP
 * Range over a ZIP that contains the PDF relies on it); rendering itself is deterministic too.
 */
import { createHash } from 'node:crypto';
import { crc32 } from 'node:zlib';
import { formatLongDate, intlLocale } from '../../../shared/i18n/format';
import { type Language, parseLanguage } from '../../../shared/i18n/index';
import { translate } from '../../../shared/i18n/translate';
import type { Storage } from '../../adapters/storage/storage';
import { maxComponentBytes, safeComponent } from '../downloads/archive-names';
import { type DerivativeVariant, mediaStorageKey } from '../media/media-keys';
import { loadSharp } from '../media/sharp-loader';
import type {
  GuestbookEntryRow,
  GuestbookEventRow,
  GuestbookRepository,
} from './guestbook.repository';
import type { GuestbookPdfInput, PdfPhoto } from './pdf-layout';
import type { PdfRenderer } from './pdf-renderer';

export type GuestbookAudience = 'owner' | 'guest';
export type GuestbookFile = { bytes: Buffer; crc32: number; modifiedAt: Date };
export interface GuestbookExport {
  /** Plain-text guestbook (UTF-8 with BOM), or null when the scope has no entries. */
  text(
    eventId: string,
    scope: { albumId?: string; audience: GuestbookAudience },
  ): Promise<GuestbookFile | null>;
  /** A4 PDF of the guestbook (cached, byte-stable while entries do not change), or null when no entries. */
  pdf(
    eventId: string,
    scope: { albumId?: string; audience: GuestbookAudience },
  ): Promise<GuestbookFile | null>;
}

export type PdfRequest = { size: 'a4' | 'a5'; albumId?: string; audience: GuestbookAudience };

/** A rendered PDF with what its download needs. */
export type RenderedPdf = GuestbookFile & { entries: number; fileName: string };

/** Bump when the layout changes, so cached PDFs are rendered again. */
const renderVersion = 1;
const maxPhotos = 3;
/** Longest side of an embedded photo in pixels (about 300 dpi over the widest A4 slot). */
const photoPixels = 900;

export function guestbookExportsPrefix(eventId: string): string {
  return `events/${eventId}/exports/`;
}

function formatTime(at: Date, language: Language, timeZone: string): string {
  return new Intl.DateTimeFormat(intlLocale(language), {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone,
  }).format(at);
}

function formatDuration(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** One entry as printed: what both files say about it. */
type PrintedEntry = {
  row: GuestbookEntryRow;
  name: string;
  time: string;
  note: string | null;
  message: string | null;
  /** Photo or video files whose picture may be embedded (ready, visible to the audience). */
  pictures: { id: string; variants: DerivativeVariant[] }[];
};

export function createGuestbookExport(deps: {
  repository: GuestbookRepository;
  storage: Storage;
  renderer: PdfRenderer;
}) {
  const { repository, storage, renderer } = deps;

  /** The event and its printed entries for the audience, or null (no event, or hidden from guests). */
  async function load(eventId: string, scope: { albumId?: string; audience: GuestbookAudience }) {
    const event = await repository.findEvent(eventId);
    if (!event) return null;
    if (scope.audience === 'guest' && !event.guestbookVisible) return null;
    const language = parseLanguage(event.language) ?? 'pl';
    const rows = await repository.listEntries(eventId, scope.albumId);
    const guest = scope.audience === 'guest';
    const entries: PrintedEntry[] = rows
      .filter((row) => !(guest && row.hidden))
      .map((row) => {
        const files = row.files.filter((file) => !(guest && file.hidden));
        let note: string | null = null;
        if (row.kind === 'voice') {
          const audio = files.find((file) => file.kind === 'audio');
          const seconds =
            audio?.durationMs != null ? audio.durationMs / 1000 : (row.declaredSeconds ?? null);
          note = translate(language, 'guestbookExport.voice', {
            duration: seconds === null ? '–' : formatDuration(seconds),
          });
        }
        const pictures = files
          .filter(
            (file) => file.state === 'ready' && (file.kind === 'photo' || file.kind === 'video'),
          )
          .slice(0, maxPhotos)
          .map((file) => ({
            id: file.id,
            variants: (file.kind === 'photo'
              ? ['large', 'thumb']
              : ['poster']) as DerivativeVariant[],
          }));
        const message = row.message?.trim() ? row.message.trim() : null;
        return {
          row,
          name: row.guestName?.trim() || '–',
          time: formatTime(row.createdAt, language, event.timeZone),
          note,
          message,
          pictures,
        };
      });
    return { event, language, entries };
  }

  function modifiedAt(entries: PrintedEntry[]): Date {
    let newest = 0;
    for (const entry of entries) newest = Math.max(newest, entry.row.createdAt.getTime());
    return new Date(newest);
  }

  function fileName(event: GuestbookEventRow, language: Language): string {
    // Cleaned like the ZIP's name: no separators or control characters, a length that fits.
    const name = translate(language, 'guestbookExport.fileName', { eventName: event.name });
    return safeComponent(name, 'guestbook', maxComponentBytes - 4);
  }

  /** The first stored derivative of a picture as a JPEG, or null when none is there. */
  async function pictureJpeg(
    eventId: string,
    picture: PrintedEntry['pictures'][number],
  ): Promise<PdfPhoto | null> {
    for (const variant of picture.variants) {
      const key = mediaStorageKey(eventId, picture.id, variant);
      let bytes: Buffer;
      try {
        bytes = await readAll(storage, key);
      } catch {
        continue;
      }
      const sharp = await loadSharp();
      const { data, info } = await sharp(bytes)
        .resize(photoPixels, photoPixels, { fit: 'inside', withoutEnlargement: true })
        .flatten({ background: '#ffffff' })
        .jpeg({ quality: 82 })
        .toBuffer({ resolveWithObject: true });
      return { jpeg: data, width: info.width, height: info.height };
    }
    return null;
  }

  async function renderPdf(
    eventId: string,
    request: PdfRequest,
    options: { skipEmpty?: boolean } = {},
  ): Promise<RenderedPdf | null> {
    const loaded = await load(eventId, request);
    if (!loaded) return null;
    const { event, language, entries } = loaded;
    if (entries.length === 0 && options.skipEmpty) return null;
    const eventDate = formatLongDate(event.eventDate ?? event.activationDate, language);
    const hash = createHash('sha256')
      .update(
        JSON.stringify({
          renderVersion,
          size: request.size,
          audience: request.audience,
          language,
          albumId: request.albumId ?? null,
          event: [event.name, eventDate],
          entries: entries.map((entry) => [
            entry.row.id,
            entry.name,
            entry.note,
            entry.message,
            entry.time,
            entry.pictures.map((picture) => picture.id),
          ]),
        }),
      )
      .digest('hex');
    const prefix = guestbookExportsPrefix(eventId);
    const key = `${prefix}guestbook-${hash}.pdf`;
    // Without entries the document carries the event's day (still deterministic).
    const modified =
      entries.length > 0
        ? modifiedAt(entries)
        : new Date(`${event.eventDate ?? event.activationDate}T12:00:00Z`);
    const result = (bytes: Buffer): RenderedPdf => ({
      bytes,
      crc32: crc32(bytes),
      modifiedAt: modified,
      entries: entries.length,
      fileName: fileName(event, language),
    });

    const cached = await readAll(storage, key).catch(() => null);
    if (cached) return result(cached);

    const input: GuestbookPdfInput = {
      size: request.size,
      language,
      title: translate(language, 'guestbookExport.title'),
      eventName: event.name,
      eventDate,
      emptyText: translate(language, 'guestbookExport.empty'),
      pageLabel: translate(language, 'guestbookExport.page'),
      modifiedAt: modified.toISOString(),
      entries: [],
    };
    for (const entry of entries) {
      const photos: PdfPhoto[] = [];
      for (const picture of entry.pictures) {
        const photo = await pictureJpeg(eventId, picture);
        if (photo) photos.push(photo);
      }
      input.entries.push({
        name: entry.name,
        time: entry.time,
        note: entry.note,
        message: entry.message,
        photos,
      });
    }
    const bytes = await renderer.render(input);
    await storage.put(key, bytes, { contentType: 'application/pdf' });
    // Renderings made before the newest entry arrived are outdated: they go. (Rendering is
    // deterministic, so even a file removed while in use comes back byte for byte.)
    for await (const object of storage.list(prefix)) {
      if (
        object.key !== key &&
        /\/guestbook-[0-9a-f]{64}\.pdf$/.test(object.key) &&
        object.modifiedAt.getTime() < modified.getTime()
      ) {
        await storage.delete(object.key);
      }
    }
    return result(bytes);
  }

  function renderText(
    event: GuestbookEventRow,
    language: Language,
    entries: PrintedEntry[],
  ): string {
    const title = translate(language, 'guestbookExport.title');
    const eventDate = formatLongDate(event.eventDate ?? event.activationDate, language);
    const lines = [`${title} – ${event.name}`, eventDate, ''];
    for (const entry of entries) {
      lines.push('', `${entry.name} · ${entry.time}`);
      if (entry.note) lines.push(`(${entry.note})`);
      if (entry.message) lines.push(...entry.message.split(/\r?\n/));
    }
    lines.push('');
    return `\uFEFF${lines.join('\r\n')}`;
  }

  const exporter: GuestbookExport & {
    renderPdf: typeof renderPdf;
  } = {
    async text(eventId, scope) {
      const loaded = await load(eventId, scope);
      if (!loaded || loaded.entries.length === 0) return null;
      const bytes = Buffer.from(renderText(loaded.event, loaded.language, loaded.entries), 'utf8');
      return { bytes, crc32: crc32(bytes), modifiedAt: modifiedAt(loaded.entries) };
    },

    async pdf(eventId, scope) {
      const rendered = await renderPdf(eventId, { size: 'a4', ...scope }, { skipEmpty: true });
      if (!rendered || rendered.entries === 0) return null;
      return { bytes: rendered.bytes, crc32: rendered.crc32, modifiedAt: rendered.modifiedAt };
    },

    renderPdf,
  };
  return exporter;
}

export type GuestbookExporter = ReturnType<typeof createGuestbookExport>;

async function readAll(storage: Storage, key: string): Promise<Buffer> {
  const { stream } = await storage.get(key);
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
