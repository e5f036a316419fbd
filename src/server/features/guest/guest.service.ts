/**
 * The guest side's rules: the guest page's state, the password unlock (rate
 * limited per client address and event), upload batches, and what guests may
 * list (visible, ready media; guestbook entries). Never sees a Request.
 */
import { verify } from '@node-rs/argon2';
import type { EventStyle } from '../../../shared/api/events';
import {
  type BatchFileState,
  type BatchStateResponse,
  batchFileStates,
  type CreateBatchRequest,
  type CreateBatchResponse,
  demoEventId,
  type PublicEventResponse,
  type PublicGuestbookResponse,
  type PublicListQuery,
  type PublicMediaListResponse,
  publicListDefaultLimit,
} from '../../../shared/api/public';
import { isEventType } from '../../../shared/domain/event-validation';
import {
  batchTakes,
  checkBatch,
  kindOfMime,
  maxGuestbookFiles,
  remainingAllowance,
  type UploadCandidate,
} from '../../../shared/domain/limits';
import { type PlanId, planRules } from '../../../shared/domain/plans';
import { type Language, parseLanguage } from '../../../shared/i18n/index';
import { newId } from '../../db/ids';
import { appError } from '../../http/app-error';
import type { GuestCredentials, GuestKeys } from '../../policies/guest-credentials';
import type { GuestGate } from '../../policies/guest-gate';
import type { LivePublisher } from '../live/live.types';
import { presentMedia } from '../media/media.presenter';
import type { PlayService } from '../play/play.service';
import { type Issue, invalid, refuseViolation } from '../uploads/limit-refusals';
import { demoGuestbook, demoMedia } from './demo-content';
import { demoEvent } from './demo-event';
import type { GuestRepository, PublicEventRow } from './guest.repository';
import { decodeCursor, encodeCursor } from './list-cursor';

/**
 * Password guessing: `deviceFreeAttempts` wrong guesses per device (its signed cookie) and event
 * go unanswered by any wait; each one after makes that device wait longer (5 s, doubling, at most
 * 5 minutes). `max` wrong guesses per address and event within `windowSeconds` is the ceiling for
 * everyone behind that address (a venue's Wi-Fi), far above what one device can reach.
 */
export type UnlockLimit = { max: number; windowSeconds: number; deviceFreeAttempts?: number };

/** The wait after the `extra`-th wrong guess past the free ones (0-based), in seconds. */
export function unlockWaitSeconds(extra: number): number {
  return Math.min(5 * 2 ** Math.max(0, extra), 300);
}

/** Waits this short are served by answering late, not by refusing. */
const unlockHoldSeconds = 2;

export type GuestServiceDeps = {
  repository: GuestRepository;
  /** Decides what the guest may do (policies/guest-gate.ts). */
  gate: GuestGate;
  /** Signs the unlock cookie. */
  keys: GuestKeys;
  unlockLimit: UnlockLimit;
  /** Live updates: a new guestbook entry or voice message is `guestbook.added`. */
  live?: LivePublisher;
  /** Reveal mode and photo challenges (features/play). */
  play: Pick<PlayService, 'pageFacts' | 'checkPrompt' | 'checkShots'>;
};

function teaser(row: Pick<PublicEventRow, 'id' | 'name' | 'language' | 'style'>) {
  return {
    id: row.id,
    name: row.name,
    language: parseLanguage(row.language) ?? 'pl',
    style: row.style as EventStyle,
  };
}

export function createGuestService(deps: GuestServiceDeps) {
  const { repository, gate } = deps;
  const { now } = gate;

  async function findEvent(eventId: string): Promise<PublicEventRow> {
    const row = await repository.findEvent(eventId);
    if (!row) throw appError('eventNotFound');
    return row;
  }

  return {
    now,

    /** The guest page's data and state; `test-event` is the built-in demo. */
    async getEvent(
      eventId: string,
      language: Language,
      credentials: GuestCredentials,
    ): Promise<PublicEventResponse> {
      if (eventId === demoEventId) {
        return { access: 'open', event: demoEvent(language, now()) };
      }
      const { event: row, assessment, refusal } = await gate.inspect(eventId, credentials, 'page');
      if (refusal?.shows === 'locked') return { access: 'locked', event: teaser(row) };
      if (refusal?.shows)
        return { access: 'unavailable', reason: refusal.shows, event: teaser(row) };
      const plan = row.plan as PlanId;
      const rules = planRules(plan);
      const { periods, settings } = assessment;
      const allowance = remainingAllowance(plan, {
        files: row.filesCount,
        videos: row.videosCount,
        albums: row.albumsCount,
      });
      const albums = await repository.listAlbums(row.id);
      const play = await deps.play.pageFacts(row, assessment, credentials);
      return {
        access: 'open',
        event: {
          ...teaser(row),
          eventDate: row.eventDate,
          type: isEventType(row.type) ? row.type : 'other',
          timeZone: row.timeZone,
          plan,
          demo: false,
          passwordProtected: row.passwordHash !== null,
          uploadState: assessment.uploadState,
          uploadWindow: {
            firstDay: periods.activationDate,
            lastDay: periods.lastUploadDate,
            days: rules.uploadDays,
            end: periods.uploadEnd.toISOString(),
          },
          galleryVisible: settings.guestGalleryVisible,
          guestbookVisible: settings.guestbookVisible,
          slideshowVisible: settings.slideshowVisible && rules.slideshow,
          slideshowIntervalSeconds: settings.slideshowIntervalSeconds,
          // Not before the reveal, when the ZIP would be refused (reveal mode by hand, not pressed).
          guestDownloadAvailable:
            settings.guestZipDownload && assessment.phase === 'downloading' && assessment.revealed,
          albums: albums.map((album) => ({
            id: album.id,
            name: album.name,
            isDefault: album.isDefault,
          })),
          allowance: {
            files: allowance.files,
            videos: allowance.videos,
            videoAllowed: rules.maxVideos !== 0,
          },
          ...play,
        },
      };
    },

    /**
     * Checks the event password. Returns the Set-Cookie header that opens the
     * event for this browser, or null when the event has no password. Wrong
     * attempts count per client address and event: at the limit, `rateLimited`
     * (before the password is even checked) until the window has passed.
     */
    async unlock(
      eventId: string,
      password: string,
      clientIp: string,
      deviceId: string = clientIp,
    ): Promise<string | null> {
      if (eventId === demoEventId) return null;
      const row = await findEvent(eventId);
      if (row.passwordHash === null) return null;
      const addressKey = `guest-unlock:${eventId}:${clientIp}`;
      const deviceKey = `guest-unlock:${eventId}:device:${deviceId}`;
      const windowMs = deps.unlockLimit.windowSeconds * 1000;
      const free = deps.unlockLimit.deviceFreeAttempts ?? deps.unlockLimit.max;
      let nowMs = now().getTime();
      if ((await repository.rateCount(addressKey, nowMs, windowMs)) >= deps.unlockLimit.max) {
        throw appError('rateLimited', { seconds: deps.unlockLimit.windowSeconds });
      }
      const device = await repository.rateState(deviceKey, nowMs, windowMs);
      if (device.count > free) {
        const waitMs =
          device.lastRequest + unlockWaitSeconds(device.count - free - 1) * 1000 - nowMs;
        if (waitMs > unlockHoldSeconds * 1000) {
          throw appError('rateLimited', { seconds: Math.ceil(waitMs / 1000) });
        }
        // A short wait: answered a little later instead of refused.
        if (waitMs > 0) await new Promise((resolve) => setTimeout(resolve, waitMs));
        nowMs = now().getTime();
      }
      let matches = false;
      try {
        matches = await verify(row.passwordHash, password);
      } catch {
        matches = false;
      }
      if (!matches) {
        const count = await repository.rateHit(deviceKey, nowMs, windowMs);
        await repository.rateHit(addressKey, nowMs, windowMs);
        throw appError('incorrectPassword', {
          seconds: count > free ? unlockWaitSeconds(count - free - 1) : 0,
        });
      }
      // The guest got in: their own typos no longer count against the address.
      await repository.rateClear(deviceKey);
      await repository.rateForgive(addressKey, device.count);
      return deps.keys.unlockCookie({ id: row.id, passwordHash: row.passwordHash });
    },

    /**
     * Registers what a guest (`guestId`: their device) is about to send. Checks access, the
     * upload window, the album, the challenge, the kind's rules, the plan's limits (files this
     * browser already sent do not count: `alreadyUploaded`) and the shots left. Reserves
     * nothing: each tus upload reserves its own slot.
     */
    async createBatch(
      eventId: string,
      credentials: GuestCredentials,
      body: CreateBatchRequest,
      guestId: string | null = null,
    ): Promise<CreateBatchResponse> {
      const { event: row, assessment } = await gate.admit(eventId, credentials, 'upload');
      if (body.promptId !== undefined) await deps.play.checkPrompt(row, body.kind, body.promptId);
      const albums = await repository.listAlbums(row.id);
      const album =
        body.albumId === undefined
          ? (albums.find((a) => a.isDefault) ?? albums[0])
          : albums.find((a) => a.id === body.albumId);
      if (!album) throw appError('albumNotFound');

      const guestName = body.guestName?.trim() || null;
      const message = body.message?.trim() || null;
      const issues: Issue[] = [];
      const candidates: UploadCandidate[] = body.files.map((file, index) => {
        const kind = kindOfMime(file.type);
        if (!batchTakes(body.kind, kind))
          issues.push({ path: `files.${index}.type`, message: 'validation.upload.invalidType' });
        return {
          kind: kind ?? 'photo',
          size: file.size,
          mime: file.type,
          durationSeconds: file.durationSeconds,
        };
      });
      if (body.kind === 'upload' && body.files.length === 0) {
        issues.push({ path: 'files', message: 'validation.required' });
      }
      if (body.kind === 'guestbook') {
        if (!guestName)
          issues.push({ path: 'guestName', message: 'validation.guestbook.nameRequired' });
        if (!message)
          issues.push({ path: 'message', message: 'validation.guestbook.messageRequired' });
        if (body.files.length > maxGuestbookFiles) {
          issues.push({ path: 'files', message: 'validation.guestbook.tooManyFiles' });
        }
      }
      if (body.kind === 'voice' && body.files.length !== 1) {
        issues.push({ path: 'files', message: 'validation.required' });
      }
      if (issues.length > 0) invalid(issues);

      const hashes = [...new Set(body.files.flatMap((f) => (f.sha256 ? [f.sha256] : [])))];
      const uploaded = await repository.uploadedHashes(row.id, body.clientId, hashes);
      const alreadyUploaded = body.files.flatMap((file, index) =>
        file.sha256 && uploaded.has(file.sha256) ? [index] : [],
      );
      const toSend = candidates.filter((_, index) => !alreadyUploaded.includes(index));
      const problem = checkBatch(
        row.plan as PlanId,
        { files: row.filesCount, videos: row.videosCount },
        toSend,
      );
      if (problem) {
        // checkBatch numbers files among those to send: point back at the declared index.
        const params = { ...problem.params } as Record<string, string | number>;
        if (typeof params.index === 'number') {
          const sendIndexes = body.files.flatMap((_, i) =>
            alreadyUploaded.includes(i) ? [] : [i],
          );
          params.index = sendIndexes[params.index] ?? params.index;
        }
        refuseViolation(problem.key, params);
      }
      if (body.kind === 'upload') {
        const shooting = toSend.filter((file) => file.kind !== 'audio').length;
        await deps.play.checkShots(row, assessment, credentials, shooting);
      }

      const batchId = newId();
      await repository.insertBatch({
        id: batchId,
        eventId: row.id,
        albumId: album.id,
        kind: body.kind,
        guestName,
        message,
        clientId: body.clientId,
        guestId,
        promptId: body.promptId ?? null,
        declaredFiles: body.files.map((file) => ({
          name: file.name,
          size: file.size,
          type: file.type,
          ...(file.sha256 ? { sha256: file.sha256 } : {}),
          ...(file.durationSeconds !== undefined ? { durationSeconds: file.durationSeconds } : {}),
        })),
      });
      // live updates
      // An upload with a message is a guestbook entry too (its files follow as they arrive).
      if (body.kind !== 'upload' || message !== null) {
        await deps.live?.publish(row.id, { type: 'guestbook.added', ids: [batchId] });
      }
      return { batchId, albumId: album.id, alreadyUploaded };
    },

    /**
     * What the server has for each file of a batch this browser declared (a lost reply is
     * settled by asking; the guest sees which of their own files could not be shown).
     */
    async batchState(
      eventId: string,
      batchId: string,
      credentials: GuestCredentials,
      clientId: string,
    ): Promise<BatchStateResponse> {
      const { event: row } = await gate.admit(eventId, credentials, 'batch');
      const found = await repository.batchFileStates(row.id, batchId, clientId);
      if (!found) throw appError('photoGroupNotFound');
      const known = new Set<string>(batchFileStates);
      return {
        files: Array.from({ length: found.declared }, (_, index) => {
          const state = found.states.get(index) ?? 'missing';
          return { index, state: (known.has(state) ? state : 'missing') as BatchFileState };
        }),
      };
    },

    /** Visible, ready media, newest first (`forbidden` when the owner hides the gallery). */
    async listMedia(
      eventId: string,
      credentials: GuestCredentials,
      query: PublicListQuery,
    ): Promise<PublicMediaListResponse> {
      const limit = query.limit ?? publicListDefaultLimit;
      const cursor = decodeCursor(query.cursor);
      if (eventId === demoEventId) {
        return { items: cursor === null ? demoMedia(now()).slice(0, limit) : [], nextCursor: null };
      }
      const { event: row } = await gate.admit(eventId, credentials, 'gallery');
      const rows = await repository.listVisibleMedia(row.id, cursor, limit + 1);
      const page = rows.slice(0, limit);
      const last = page.at(-1);
      return {
        items: page.map(presentMedia),
        nextCursor: rows.length > limit && last ? encodeCursor(last) : null,
      };
    },

    /** Visible guestbook entries, newest first (`forbidden` when the owner hides the guestbook). */
    async listGuestbook(
      eventId: string,
      credentials: GuestCredentials,
      query: PublicListQuery,
      language: Language = 'pl',
    ): Promise<PublicGuestbookResponse> {
      const limit = query.limit ?? publicListDefaultLimit;
      const cursor = decodeCursor(query.cursor);
      if (eventId === demoEventId) {
        const items = demoGuestbook(language, now());
        return { items: cursor === null ? items.slice(0, limit) : [], nextCursor: null };
      }
      const { event: row } = await gate.admit(eventId, credentials, 'guestbook');
      const entries = await repository.listGuestbook(row.id, cursor, limit + 1);
      const page = entries.slice(0, limit);
      const attachments =
        page.length === 0
          ? []
          : await repository.listVisibleMedia(
              row.id,
              null,
              page.length * maxGuestbookFiles,
              page.map((entry) => entry.id),
            );
      const last = page.at(-1);
      return {
        items: page.map((entry) => ({
          id: entry.id,
          guestName: entry.guestName ?? '',
          message: entry.message ?? '',
          createdAt: entry.createdAt.toISOString(),
          media: attachments.filter((m) => m.batchId === entry.id).map(presentMedia),
        })),
        nextCursor: entries.length > limit && last ? encodeCursor(last) : null,
      };
    },
  };
}
export type GuestService = ReturnType<typeof createGuestService>;
