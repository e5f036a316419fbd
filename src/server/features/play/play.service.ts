/**
 * Guests playing along: what a device sent ("my photos": listed with its state, renamed, deleted
 * within its window), reveal mode's page facts and "reveal now", and the event's photo
 * challenges. The guest gate decides who may ask; the gallery removes items with their counters.
 */
import {
  type BatchKind,
  type MyItem,
  type MyItemState,
  type MyItemsResponse,
  type PublicEvent,
  type PutPromptsRequest,
  selfDeleteHours,
} from '../../../shared/api/public';
import type { PlanId } from '../../../shared/domain/plans';
import { checkShots, planHasPlay, shotsLeft, shotsPerGuest } from '../../../shared/domain/reveal';
import { appError } from '../../http/app-error';
import type { EventAccess } from '../../policies/event-access';
import { assessEvent, type GuestAssessment } from '../../policies/guest-assessment';
import type { GuestCredentials, GuestKeys } from '../../policies/guest-credentials';
import type { GuestGate, GuestGateEvent } from '../../policies/guest-gate';
import type { LivePublisher } from '../live/live.types';
import { mediaUrl } from '../media/media-keys';
import { refuseViolation } from '../uploads/limit-refusals';
import type { MyItemRow, PlayRepository, PromptRow } from './play.repository';

export type PlayServiceDeps = {
  repository: PlayRepository;
  gate: GuestGate;
  keys: GuestKeys;
  access: EventAccess;
  /** Removes items with their counters and files, as the owner's delete does. */
  removeMedia: (eventId: string, ids: string[]) => Promise<void>;
  /** Removes a guestbook entry with its attachments, as the owner's delete does. */
  removeGuestbookEntry: (eventId: string, entryId: string) => Promise<boolean>;
  live?: LivePublisher;
  /** An event's row, for the hosts' routes (their access is checked first). */
  findEvent: (eventId: string) => Promise<GuestGateEvent | undefined>;
};

function stateOf(row: MyItemRow): MyItemState {
  if (row.state === 'failed') return 'failed';
  if (row.state !== 'ready') return 'processing';
  return row.hidden || row.batchHidden ? 'hidden' : 'visible';
}

/** Until when a guest may delete their item: 24 hours after sending, never after the upload window. */
export function selfDeleteUntil(createdAt: Date, uploadEnd: Date): Date {
  const day = createdAt.getTime() + selfDeleteHours * 3600_000;
  return new Date(Math.min(day, uploadEnd.getTime()));
}

export function createPlayService(deps: PlayServiceDeps) {
  const { repository, gate } = deps;

  function present(row: MyItemRow, uploadEnd: Date, now: Date): MyItem {
    const until = selfDeleteUntil(row.createdAt, uploadEnd);
    const ready = row.state === 'ready';
    const picture = row.kind === 'photo' ? 'thumb' : row.kind === 'video' ? 'poster' : null;
    return {
      id: row.id,
      kind: row.kind as MyItem['kind'],
      message: row.message,
      state: stateOf(row),
      thumb: ready && picture ? mediaUrl(row.eventId, row.id, picture) : null,
      guestName: row.guestName,
      promptId: row.promptId,
      createdAt: row.createdAt.toISOString(),
      deletableUntil: now < until ? until.toISOString() : null,
    };
  }

  /** The shots a device has (null: no limit) and has left, on an event with reveal mode. */
  async function shotsOf(
    event: GuestGateEvent,
    settings: GuestAssessment['settings'],
    credentials: GuestCredentials,
  ) {
    const shots = shotsPerGuest(settings);
    const guestId = deps.keys.knownDevice(credentials);
    const used = shots !== null && guestId ? await repository.countShots(event.id, guestId) : 0;
    return { shots, left: shotsLeft(settings, used) };
  }

  /** The event of an owner's request, with where it stands now (its access was checked). */
  async function ownersEvent(eventId: string) {
    const event = await deps.findEvent(eventId);
    if (!event) throw appError('eventNotFound');
    if (!planHasPlay(event.plan as PlanId)) throw appError('playNotInPlan', { plan: event.plan });
    return { event, assessment: assessEvent(event, gate.now()) };
  }

  /** The guest page's reveal facts and challenges for this device. */
  async function pageFacts(
    event: GuestGateEvent,
    assessment: GuestAssessment,
    credentials: GuestCredentials,
  ): Promise<Pick<PublicEvent, 'reveal' | 'prompts'>> {
    const plan = event.plan as PlanId;
    if (!planHasPlay(plan)) {
      return {
        reveal: { mode: 'off', at: null, revealed: true, shots: null, shotsLeft: null },
        prompts: [],
      };
    }
    const { settings } = assessment;
    const { shots, left } = await shotsOf(event, settings, credentials);
    return {
      reveal: {
        mode: settings.revealMode,
        at: settings.revealAt,
        revealed: assessment.revealed,
        shots,
        shotsLeft: left,
      },
      prompts: await repository.listPrompts(event.id),
    };
  }

  return {
    pageFacts,

    /**
     * Reveal mode's film: the `shooting` photos and videos a device is about to send must fit
     * its shots left (`shotsUsedUp`, or the violation `tooManyShots`). The tus creation takes
     * each shot under the guest's lock; this only spares a start that cannot finish.
     */
    async checkShots(
      event: GuestGateEvent,
      assessment: GuestAssessment,
      credentials: GuestCredentials,
      shooting: number,
    ): Promise<void> {
      if (!planHasPlay(event.plan as PlanId)) return;
      const { shots, left } = await shotsOf(event, assessment.settings, credentials);
      const problem = checkShots(left, shooting);
      if (!problem) return;
      if (left === 0) throw appError('shotsUsedUp', { shots: shots ?? 0 });
      refuseViolation(problem.key, problem.params);
    },

    /** Refuses a challenge that is not the event's (`promptNotFound`), or on a wish or voice message. */
    async checkPrompt(event: GuestGateEvent, kind: BatchKind, promptId: string): Promise<void> {
      if (kind !== 'upload') {
        throw appError('validation', {
          issues: [{ path: 'promptId', message: 'validation.upload.invalidType' }],
        });
      }
      if (
        !planHasPlay(event.plan as PlanId) ||
        !(await repository.promptOfEvent(event.id, promptId))
      ) {
        throw appError('promptNotFound');
      }
    },

    /** What this device sent to the event, newest first (nothing without a device cookie). */
    async listMine(eventId: string, credentials: GuestCredentials): Promise<MyItemsResponse> {
      const { event, assessment } = await gate.admit(eventId, credentials, 'mine');
      const guestId = deps.keys.knownDevice(credentials);
      if (!guestId) return { items: [] };
      const now = gate.now();
      const rows = [
        ...(await repository.listMine(event.id, guestId)),
        ...(await repository.listMyWishes(event.id, guestId)),
      ].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : -1));
      return { items: rows.map((row) => present(row, assessment.periods.uploadEnd, now)) };
    },

    /**
     * Deletes one of this device's items within its window (`deleteWindowClosed` after it); the
     * event's counts, the owner's grid and the guests' lists follow. Another device's item is
     * `fileUnavailable`, the same as a missing one.
     */
    async deleteMine(eventId: string, mediaId: string, credentials: GuestCredentials) {
      const { event, assessment } = await gate.admit(eventId, credentials, 'mine');
      const guestId = deps.keys.knownDevice(credentials);
      const [row] = guestId
        ? [
            ...(await repository.listMine(event.id, guestId, mediaId)),
            ...(await repository.listMyWishes(event.id, guestId, mediaId)),
          ]
        : [];
      if (!row) throw appError('fileUnavailable');
      if (gate.now() >= selfDeleteUntil(row.createdAt, assessment.periods.uploadEnd)) {
        throw appError('deleteWindowClosed');
      }
      if (row.kind === 'wish') await deps.removeGuestbookEntry(event.id, row.id);
      else await deps.removeMedia(event.id, [row.id]);
    },

    /** Puts `guestName` as the "from" name on everything this device sent. */
    async renameMine(eventId: string, credentials: GuestCredentials, guestName: string) {
      const { event } = await gate.admit(eventId, credentials, 'mine');
      const guestId = deps.keys.knownDevice(credentials);
      const name = guestName.trim();
      if (!name) {
        throw appError('validation', {
          issues: [{ path: 'guestName', message: 'validation.guestbook.nameRequired' }],
        });
      }
      if (!guestId) return;
      const changed = await repository.renameMine(event.id, guestId, name);
      if (changed.mediaIds.length > 0) {
        await deps.live?.publish(event.id, { type: 'media.updated', ids: changed.mediaIds });
      }
      const entries = changed.batches.filter((b) => b.kind !== 'upload' || b.message !== null);
      if (entries.length > 0) {
        await deps.live?.publish(event.id, {
          type: 'guestbook.updated',
          ids: entries.map((b) => b.id),
        });
      }
    },

    /** The event's challenges, in order (for the print kit, whose caller checked access). */
    listPromptsOf: (eventId: string) => repository.listPrompts(eventId),

    /** The event's challenges, for the hosts. */
    async listPrompts(userId: string, eventId: string): Promise<PromptRow[]> {
      await deps.access.requireEventAccess(userId, eventId, 'view');
      return repository.listPrompts(eventId);
    },

    /** Replaces the event's challenges (standard and premium: else `playNotInPlan`). */
    async putPrompts(userId: string, eventId: string, body: PutPromptsRequest) {
      await deps.access.requireEventAccess(userId, eventId, 'edit');
      await ownersEvent(eventId);
      if (!(await repository.replacePrompts(eventId, body.prompts)))
        throw appError('promptNotFound');
      await deps.live?.publish(eventId, { type: 'event.updated', ids: [] });
      return repository.listPrompts(eventId);
    },

    /** "Reveal now": guests see the photos from this moment (reveal mode on: else `validation`). */
    async revealNow(userId: string, eventId: string): Promise<void> {
      await deps.access.requireEventAccess(userId, eventId, 'edit');
      const { assessment } = await ownersEvent(eventId);
      if (assessment.revealed) return;
      await repository.setRevealAt(eventId, gate.now());
      await deps.live?.publish(eventId, { type: 'event.updated', ids: [] });
    },
  };
}

export type PlayService = ReturnType<typeof createPlayService>;
