/**
 * The rules of downloads: who may download what (the owner always, guests
 * only when allowed and after the upload window), which files a scope holds
 * (whole event, one album, a selection), how they are named and ordered, how
 * the archive splits into parts, and the exact layout of each part.
 */

import { createHash } from 'node:crypto';
import { crc32 as zlibCrc32 } from 'node:zlib';
import type { Logger } from 'pino';
import type { DownloadPart, DownloadPlan, ZipStatus } from '../../../shared/api/gallery';
import { fileExtension } from '../../../shared/domain/file-names';
import { parseLanguage } from '../../../shared/i18n/index';
import type { Storage } from '../../adapters/storage/storage';
import { appError } from '../../http/app-error';
import { releasedMemory } from '../../memory-trim';
import type { EventAccess } from '../../policies/event-access';
import { eventSettings } from '../../policies/guest-assessment';
import type { GuestCredentials } from '../../policies/guest-credentials';
import type { GuestGate } from '../../policies/guest-gate';
import { type CachedArchive, createArchiveCache } from './archive-cache';
import { type ArchiveGrouping, topFolders } from './archive-folders';
import {
  type ArchiveWords,
  archiveTime,
  archiveWords,
  maxComponentBytes,
  safeComponent,
  safeFileName,
  UniqueNames,
} from './archive-names';

import type {
  DownloadEventRow,
  DownloadMediaRow,
  DownloadsRepository,
} from './downloads.repository';
import type { GuestbookAudience, GuestbookExport } from './guestbook-files';
import { layoutZip, type ZipEntryInput, type ZipLayout, ZipSizeCounter } from './zip-layout';

/** What to download: one album, a selection of items, or (neither) the whole event. */
/** One album or a selection of the event; top folders per album or per photo challenge. */
export type DownloadScope = { albumId?: string; ids?: string[]; groupBy?: ArchiveGrouping };

/** One part, ready to serve. */
export type PreparedArchive = {
  layout: ZipLayout;
  /** The name the browser saves it as. */
  fileName: string;
  /** Strong ETag (quoted): a hash of the layout, so it changes whenever a byte would. */
  etag: string;
  /** The newest entry's time. */
  lastModified: Date;
};

export type DownloadsServiceDeps = {
  repository: DownloadsRepository;
  storage: Storage;
  /** Decides the guests' ZIP (policies/guest-gate.ts). */
  gate: GuestGate;
  /** Decides the owner's (policies/event-access.ts). */
  access: EventAccess;
  /** The guestbook's text and PDF; without it archives hold media only. */
  guestbook?: GuestbookExport;
  /** Largest part in bytes (ZIP_PART_MAX_BYTES). */
  partMaxBytes: number;
  logger: Logger;
};

const kindOrder = ['photo', 'video', 'audio'] as const;
type Kind = (typeof kindOrder)[number];

type Audience = GuestbookAudience;

type Built = {
  parts: ZipEntryInput[][];
  mediaCount: number;
  includesGuestbook: boolean;
  /** File name of the archive without part and extension. */
  baseName: string;
  words: ArchiveWords;
};

/** How many laid-out archives (event, audience and scope) are kept. */
const cachedArchives = 8;

function badPart(): never {
  throw appError('validation', { issues: [{ path: 'part', message: 'validation.download.part' }] });
}

export function createDownloadsService(deps: DownloadsServiceDeps) {
  const { repository, storage, gate, partMaxBytes } = deps;
  const log = deps.logger;

  async function ownedEvent(userId: string, eventId: string): Promise<DownloadEventRow> {
    await deps.access.requireEventAccess(userId, eventId, 'download');
    const row = await repository.findEvent(eventId);
    if (!row) throw appError('eventNotFound');
    return row;
  }

  /** The event when the guest gate lets this guest download it. */
  async function guestEvent(
    eventId: string,
    credentials: GuestCredentials,
  ): Promise<DownloadEventRow> {
    return (await gate.admit(eventId, credentials, 'download')).event;
  }

  /** The stored CRC-32, or one computed from storage now and stored for the next archive. */
  async function ensureCrc(row: DownloadMediaRow): Promise<number> {
    if (row.crc32 !== null) return row.crc32;
    const opened = await storage.get(row.storageKey).catch((error) => {
      throw appError('zipFailed', {}, error);
    });
    let crc = 0;
    for await (const chunk of opened.stream as AsyncIterable<Buffer>) crc = zlibCrc32(chunk, crc);
    if (opened.size !== row.size) {
      log.error(
        { mediaId: row.id, stored: opened.size, expected: row.size },
        'original size changed',
      );
      throw appError('zipFailed');
    }
    await repository.setCrc32(row.id, crc);
    log.info({ mediaId: row.id }, 'CRC-32 computed for a ZIP entry');
    return crc;
  }

  async function guestbookEntries(
    event: DownloadEventRow,
    scope: { albumId?: string; audience: Audience },
    words: ArchiveWords,
  ): Promise<ZipEntryInput[]> {
    const { guestbook } = deps;
    if (!guestbook) return [];
    try {
      const [text, pdf] = [
        await guestbook.text(event.id, scope),
        await guestbook.pdf(event.id, scope),
      ];
      const entries: ZipEntryInput[] = [];
      for (const [file, extension] of [
        [text, 'txt'],
        [pdf, 'pdf'],
      ] as const) {
        if (!file) continue;
        entries.push({
          path: safeFileName(words.guestbook, extension, words.untitled),
          size: file.bytes.length,
          crc32: file.crc32,
          mtime: file.modifiedAt,
          source: { kind: 'bytes', bytes: file.bytes },
        });
      }
      return entries;
    } catch (error) {
      // Leaving the guestbook out would give another archive under the same request: refuse instead.
      log.error({ err: error, eventId: event.id }, 'guestbook export failed');
      throw appError('zipFailed', {}, error);
    }
  }

  async function build(
    event: DownloadEventRow,
    audience: Audience,
    scope: DownloadScope,
  ): Promise<Built> {
    const words = archiveWords(parseLanguage(event.language) ?? 'pl');
    const albums = await repository.listAlbums(event.id);
    const album = scope.albumId ? albums.find((a) => a.id === scope.albumId) : undefined;
    if (scope.albumId && !album) throw appError('albumNotFound');
    const ids = scope.ids ? [...new Set(scope.ids)] : undefined;
    const rows = await repository.listMedia(event.id, {
      albumId: scope.albumId,
      ids,
      visibleOnly: audience === 'guest',
    });
    if (ids && rows.length !== ids.length) throw appError('fileUnavailable');

    const albumIndex = new Map(albums.map((a, index) => [a.id, index]));
    const kindIndex = (kind: string) => kindOrder.indexOf(kind as Kind);
    rows.sort(
      (a, b) =>
        (albumIndex.get(a.albumId) ?? 0) - (albumIndex.get(b.albumId) ?? 0) ||
        kindIndex(a.kind) - kindIndex(b.kind) ||
        a.createdAt.getTime() - b.createdAt.getTime() ||
        (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
    );

    const names = new UniqueNames();
    const settings = eventSettings(event);
    const withGuestbook = !ids && (audience === 'owner' || settings.guestbookVisible);
    const guestbook = withGuestbook
      ? await guestbookEntries(event, { albumId: scope.albumId, audience }, words)
      : [];
    for (const entry of guestbook) names.reserve(entry.path);

    const prompts = scope.groupBy === 'prompt' ? await repository.listPrompts(event.id) : [];
    const folderOf = topFolders(
      rows,
      scope.groupBy ?? 'album',
      { albums, prompts },
      words,
      (name) => names.claim('', name, ''),
    );

    const media: ZipEntryInput[] = [];
    for (const row of rows) {
      const kind = (kindOrder.includes(row.kind as Kind) ? row.kind : 'photo') as Kind;
      const extension = `.${fileExtension(row.originalName, row.mime)}`;
      const sender = row.guestName?.trim() || words.guest;
      const base = safeComponent(
        `${archiveTime(row.createdAt, event.timeZone)} ${sender}`,
        words.guest,
        maxComponentBytes - Buffer.byteLength(extension),
      );
      const folder = `${folderOf(row)}/${words.folders[kind]}/`;
      media.push({
        path: names.claim(folder, base, extension),
        size: row.size,
        crc32: await ensureCrc(row),
        mtime: row.createdAt,
        source: { kind: 'stored', key: row.storageKey },
      });
    }

    // Greedy parts: each a complete ZIP within the limit; the guestbook first, so in part 1.
    const parts: ZipEntryInput[][] = [];
    let current: ZipEntryInput[] = [];
    let counter = new ZipSizeCounter();
    for (const entry of [...guestbook, ...media]) {
      const nameBytes = Buffer.byteLength(entry.path);
      if (current.length > 0 && counter.sizeWith(nameBytes, entry.size) > partMaxBytes) {
        parts.push(current);
        current = [];
        counter = new ZipSizeCounter();
      }
      current.push(entry);
      counter.add(nameBytes, entry.size);
    }
    parts.push(current);

    let baseName = event.name;
    if (album) baseName += ` - ${album.name}`;
    if (ids) baseName += ` - ${words.selection}`;
    return {
      parts,
      mediaCount: media.length,
      includesGuestbook: guestbook.length > 0,
      baseName,
      words,
    };
  }

  // An archive that expires leaves its memory to be collected at the next quiet moment.
  const cache = createArchiveCache<Built, PreparedArchive>(cachedArchives, {
    onIdleDrop: releasedMemory,
  });

  /** The event's archive for `audience` and `scope`, laid out again only when the event changed. */
  async function cachedArchive(event: DownloadEventRow, audience: Audience, scope: DownloadScope) {
    const ids = scope.ids ? [...new Set(scope.ids)].sort() : null;
    const key = JSON.stringify([event.id, audience, scope.albumId ?? null, ids, scope.groupBy]);
    // Read before building: a change made meanwhile gives a new version at the next request.
    const version = await repository.versionOf(event.id);
    return cache.get(key, version, () => build(event, audience, scope));
  }

  function preparedPart(entry: CachedArchive<Built, PreparedArchive>, part: number | undefined) {
    return cache.part(entry, part ?? 0, () => prepare(entry.built, part));
  }

  function partFileName(built: Built, part: number): string {
    const suffix =
      built.parts.length > 1
        ? ` - ${built.words.part.replace('{{part}}', String(part)).replace('{{parts}}', String(built.parts.length))}`
        : '';
    return safeFileName(`${built.baseName}${suffix}`, 'zip', 'archive');
  }

  function plan(
    event: DownloadEventRow,
    built: Built,
    url: (part: number) => string,
  ): DownloadPlan {
    const parts: DownloadPart[] = built.parts.map((entries, index) => {
      const size = entries.reduce((counter, entry) => {
        counter.add(Buffer.byteLength(entry.path), entry.size);
        return counter;
      }, new ZipSizeCounter());
      return {
        part: index + 1,
        size: size.total(),
        files: entries.length,
        url: url(index + 1),
        fileName: partFileName(built, index + 1),
      };
    });
    return {
      parts,
      totalSize: parts.reduce((sum, part) => sum + part.size, 0),
      mediaCount: built.mediaCount,
      includesGuestbook: built.includesGuestbook,
      zipStatus: event.zipStatus as ZipStatus,
      partMaxBytes,
    };
  }

  function prepare(built: Built, part: number | undefined): PreparedArchive {
    if (part === undefined && built.parts.length > 1) badPart();
    const number = part ?? 1;
    const entries = built.parts[number - 1];
    if (!entries) badPart();
    const layout = layoutZip(entries);
    const hash = createHash('sha256');
    for (const segment of layout.segments) {
      if (segment.kind === 'bytes') hash.update(segment.bytes);
      else hash.update(`\u0000${segment.key}\u0000${segment.offset}\u0000${segment.length}\u0000`);
    }
    const lastModified = new Date(
      entries.reduce(
        (latest, entry) => Math.max(latest, Math.floor(entry.mtime.getTime() / 1000) * 1000),
        0,
      ),
    );
    return {
      layout,
      fileName: partFileName(built, number),
      etag: `"${hash.digest('base64url').slice(0, 32)}"`,
      lastModified,
    };
  }

  const query = (values: Record<string, string | undefined>) => {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(values)) if (value) params.set(key, value);
    const text = params.toString();
    return text ? `?${text}` : '';
  };

  return {
    async ownerPlan(userId: string, eventId: string, scope: DownloadScope): Promise<DownloadPlan> {
      const event = await ownedEvent(userId, eventId);
      const { built } = await cachedArchive(event, 'owner', scope);
      return plan(
        event,
        built,
        (part) =>
          `/api/events/${encodeURIComponent(eventId)}/download.zip${query({
            albumId: scope.albumId,
            ids: scope.ids?.join(','),
            groupBy: scope.groupBy,
            part: built.parts.length > 1 ? String(part) : undefined,
          })}`,
      );
    },

    async ownerArchive(
      userId: string,
      eventId: string,
      scope: DownloadScope,
      part: number | undefined,
    ): Promise<PreparedArchive> {
      const event = await ownedEvent(userId, eventId);
      return preparedPart(await cachedArchive(event, 'owner', scope), part);
    },

    async guestPlan(eventId: string, credentials: GuestCredentials): Promise<DownloadPlan> {
      const event = await guestEvent(eventId, credentials);
      const { built } = await cachedArchive(event, 'guest', {});
      return plan(
        event,
        built,
        (part) =>
          `/api/public/events/${encodeURIComponent(eventId)}/download.zip${query({
            part: built.parts.length > 1 ? String(part) : undefined,
          })}`,
      );
    },

    async guestArchive(
      eventId: string,
      credentials: GuestCredentials,
      part: number | undefined,
    ): Promise<PreparedArchive> {
      const event = await guestEvent(eventId, credentials);
      return preparedPart(await cachedArchive(event, 'guest', {}), part);
    },
  };
}

export type DownloadsService = ReturnType<typeof createDownloadsService>;
