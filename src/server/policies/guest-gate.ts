/**
 * The guest gate: the one place that decides what a guest's browser may do
 * with an event. Every guest route (the page, its lists, upload batches), tus
 * upload creation, the guest ZIP, the guests' live stream and `/media` ask it
 * with the event id, the request's {@link GuestCredentials} and a purpose; it
 * answers with the event and its assessment (plan, periods, settings) or with
 * the one right refusal. Features hold no copy of these rules.
 */
import { eq } from 'drizzle-orm';
import type { ErrorId } from '../../shared/api/errors';
import { demoEventId, type UnavailableReason } from '../../shared/api/public';
import type { Database } from '../db/client';
import { events } from '../db/schema';
import { appError } from '../http/app-error';
import { assessEvent, type GuestAssessment, uploadRefusal } from './guest-assessment';
import type { GuestCredentials, GuestKeys } from './guest-credentials';

/** An event as the gate reads it (the whole row: features use it afterwards). */
export type GuestGateEvent = typeof events.$inferSelect;

/**
 * What the guest wants: the event's `page`; its `gallery` or `guestbook` list; to `upload`
 * (a batch or a tus file); the `batch` state of their own upload; `mine`, what this device sent
 * (listed, renamed, deleted); the guest `download` (ZIP); one `media` file; the `live` stream.
 */
export type GuestPurpose =
  | 'page'
  | 'mine'
  | 'gallery'
  | 'guestbook'
  | 'upload'
  | 'batch'
  | 'download'
  | 'media'
  | 'live';

/** Why the gate said no: the API error, and for the page the state it shows instead. */
export type GuestRefusal = {
  error: ErrorId;
  params?: Record<string, unknown>;
  /** What the guest page shows for it (the page answers with a teaser, not an error). */
  shows?: UnavailableReason | 'locked';
};

export type GuestDecision = {
  event: GuestGateEvent;
  assessment: GuestAssessment;
  refusal: GuestRefusal | null;
};

/**
 * The guest's share of an event's files (see `mediaScope`): the gallery's, the guestbook's, and
 * always the items this device sent itself (`guestId`, null without a device cookie).
 */
export type GuestMediaScope = {
  gallery: boolean;
  guestbook: boolean;
  guestId: string | null;
} | null;

export type GuestAdmission = { event: GuestGateEvent; assessment: GuestAssessment };

const locked: GuestRefusal = { error: 'eventLocked', shows: 'locked' };

/**
 * The rules, in the order the guest meets them. `opens`: whether the credentials unlock the
 * event (always true without a password).
 */
export function judgeGuest(
  event: GuestGateEvent,
  assessment: GuestAssessment,
  opens: boolean,
  purpose: GuestPurpose,
): GuestRefusal | null {
  // A browser asking what became of its own files: only the password stands between.
  if (purpose === 'batch') return opens ? null : locked;
  if (assessment.unavailable === 'unpaid') return { error: 'eventUnpaid', shows: 'unpaid' };
  // What this device sent: its own, whatever the gallery and the reveal say.
  if (purpose === 'mine') return opens ? null : locked;
  if (purpose === 'upload') {
    if (!opens) return locked;
    const refusal = uploadRefusal(event, assessment);
    return refusal ? { error: refusal.id, params: refusal.params } : null;
  }
  if (assessment.unavailable === 'expired') return { error: 'downloadExpired', shows: 'expired' };
  if (!opens) return locked;
  const { settings } = assessment;
  switch (purpose) {
    case 'gallery':
      if (!settings.guestGalleryVisible) return { error: 'forbidden' };
      return assessment.revealed ? null : { error: 'notRevealedYet' };
    case 'guestbook':
      return settings.guestbookVisible ? null : { error: 'forbidden' };
    case 'download':
      if (!settings.guestZipDownload || assessment.phase !== 'downloading') {
        return { error: 'guestDownloadNotAllowed' };
      }
      return assessment.revealed ? null : { error: 'notRevealedYet' };
    case 'page':
    case 'media':
    case 'live':
      return null;
  }
}

function refuse(refusal: GuestRefusal): never {
  throw appError(refusal.error, refusal.params);
}

export type GuestGate = ReturnType<typeof createGuestGate>;

export function createGuestGate(deps: { db: Database; keys: GuestKeys; now?: () => Date }) {
  const now = deps.now ?? (() => new Date());

  /** The decision for an event already read (inside a feature's transaction, say). */
  function decide(
    event: GuestGateEvent,
    credentials: GuestCredentials,
    purpose: GuestPurpose,
  ): GuestDecision {
    const assessment = assessEvent(event, now());
    const opens = deps.keys.opens(credentials, event);
    return { event, assessment, refusal: judgeGuest(event, assessment, opens, purpose) };
  }

  async function find(eventId: string): Promise<GuestGateEvent | undefined> {
    const [event] = await deps.db.select().from(events).where(eq(events.id, eventId));
    return event;
  }

  /** The decision, refusals included (`eventNotFound` is thrown: there is nothing to show). */
  async function inspect(
    eventId: string,
    credentials: GuestCredentials,
    purpose: GuestPurpose,
  ): Promise<GuestDecision> {
    // The built-in demo is not stored: it shows, but takes nothing.
    if (eventId === demoEventId && purpose === 'upload') throw appError('uploadsDisabled');
    const event = await find(eventId);
    if (!event) throw appError('eventNotFound');
    return decide(event, credentials, purpose);
  }

  return {
    /** The clock the rules read (tests move it). */
    now,

    inspect,

    /** The event and its assessment when the guest may do `purpose`; else throws the refusal. */
    async admit(
      eventId: string,
      credentials: GuestCredentials,
      purpose: GuestPurpose,
    ): Promise<GuestAdmission> {
      const { event, assessment, refusal } = await inspect(eventId, credentials, purpose);
      if (refusal) refuse(refusal);
      return { event, assessment };
    },

    /** {@link admit} for an event already read, e.g. inside the caller's transaction. */
    check(
      event: GuestGateEvent,
      credentials: GuestCredentials,
      purpose: GuestPurpose,
    ): GuestAdmission {
      const { assessment, refusal } = decide(event, credentials, purpose);
      if (refusal) refuse(refusal);
      return { event, assessment };
    },

    /**
     * Which of an event's files a guest may fetch under `/media`: only what their page shows
     * them, the gallery's items when the gallery is shown (and revealed), the guestbook's photos
     * when the guestbook is, and their own. Null when the guest may see none (unknown, locked, unavailable event).
     */
    async mediaScope(eventId: string, credentials: GuestCredentials): Promise<GuestMediaScope> {
      const event = await find(eventId);
      if (!event || decide(event, credentials, 'media').refusal) return null;
      return {
        gallery: decide(event, credentials, 'gallery').refusal === null,
        guestbook: decide(event, credentials, 'guestbook').refusal === null,
        guestId: deps.keys.knownDevice(credentials),
      };
    },

    /** Whether the guest may do `purpose` (false for an unknown event too). */
    async allows(
      eventId: string,
      credentials: GuestCredentials,
      purpose: GuestPurpose,
    ): Promise<boolean> {
      const event = await find(eventId);
      return event !== undefined && decide(event, credentials, purpose).refusal === null;
    },
  };
}
