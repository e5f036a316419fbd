/**
 * The rules of an owner's events: creation (trial limit, dates, ttl, default
 * album, questionnaire, e-mail schedule), settings and style, the guest
 * password, deletion with the typed phrase, and the QR code of the guest link.
 */
import type { Readable } from 'node:stream';
import { hash } from '@node-rs/argon2';
import { fileTypeFromBuffer } from 'file-type';
import {
  type BackgroundVariant,
  backgroundVariants,
  type CreateEventRequest,
  defaultEventSettings,
  maxStyleBytes,
  type StyleSettings,
  type UpdateEventRequest,
} from '../../../shared/api/events';
import { normalizeActivationCode } from '../../../shared/domain/activation-code';
import { emailScheduleDates, emailTypes, nextEmail } from '../../../shared/domain/email-schedule';
import { validateEventDate, validateEventName } from '../../../shared/domain/event-validation';
import {
  backgroundImageMimeTypes,
  checkTrialCreate,
  maxBackgroundImageBytes,
  maxTrialEvents,
} from '../../../shared/domain/limits';
import { type PlanId, planRules } from '../../../shared/domain/plans';
import { isValidTimeZone, localDate } from '../../../shared/domain/time';
import { recordTtl } from '../../../shared/domain/ttl';
import { isDeletePhrase } from '../../../shared/domain/validation';
import type { Language } from '../../../shared/i18n/index';
import { ObjectNotFoundError, type Storage } from '../../adapters/storage/storage';
import { newId } from '../../db/ids';
import type { EmailsSent } from '../../db/schema';
import { appError } from '../../http/app-error';
import type { Owner } from '../../http/env';
import type { EventAccess, EventAction } from '../../policies/event-access';
import { assertVerified } from '../auth/require-owner';
import type { LivePublisher } from '../live/live.types';
import { backgroundKey, backgroundUrl, readLimited, withBackground } from './backgrounds';
import { guestUrl } from './events.presenter';
import type { EventChanges, EventRow, EventsRepository, EventView } from './events.repository';

import { guestQrPng, guestQrSvg } from './guest-qr';
import { revealChanges } from './reveal-settings';

/** Name of the album every event starts with, in the event's language. */
export const defaultAlbumNames: Readonly<Record<Language, string>> = {
  pl: 'Główny album',
  en: 'Main album',
};

type Issue = { path: string; message: string };

function invalid(issues: Issue[]): never {
  throw appError('validation', { issues });
}

/** Where an event's files live in storage. */
export function eventStoragePrefix(eventId: string): string {
  return `events/${eventId}/`;
}

export type EventsServiceDeps = {
  repository: EventsRepository;
  /** Who may do what with an event (policies/event-access.ts). */
  access: EventAccess;
  storage: Storage;
  baseUrl: string;
  now?: () => Date;
  /** Live updates: changed settings are `event.updated`. */
  live?: LivePublisher;
};

export function createEventsService(deps: EventsServiceDeps) {
  const { repository, storage } = deps;
  const now = deps.now ?? (() => new Date());

  /** The event when the account may do `action` on it (else `eventNotFound`). */
  async function owned(
    ownerId: string,
    eventId: string,
    action: EventAction = 'view',
  ): Promise<EventView> {
    const { role } = await deps.access.requireEventAccess(ownerId, eventId, action);
    const row = await repository.find(eventId);
    if (!row) throw appError('eventNotFound');
    return { ...row, viewerRole: role };
  }

  return {
    now,

    /** The events the account owns or helps run, newest first; nobody else's ever appear. */
    listForAccount(userId: string): Promise<EventView[]> {
      return repository.listForAccount(userId);
    },

    /** One of the owner's events, else `eventNotFound`. */
    get: (ownerId: string, eventId: string) => owned(ownerId, eventId, 'view'),

    /**
     * Creates an event. Trials start today (in the event's zone) and are
     * refused while the owner has 3; paid plans start on the chosen
     * activation date and stay unpaid until payment.
     */
    async create(owner: Owner, body: CreateEventRequest): Promise<EventRow> {
      assertVerified(owner);
      if (body.plan !== 'trial' && (body.activationDate ?? '').trim() === '') {
        throw appError('missingEventFields');
      }
      // A blank code is no code (the wizard's "without a code" path may send "").
      // With a code, the code decides the plan and the event is created paid; the
      // code is marked used in the creating transaction (a conditional update), so
      // of two owners racing for one code exactly one succeeds.
      let code: string | null = null;
      let plan: PlanId = body.plan;
      if ((body.activationCode ?? '').trim() !== '') {
        code = normalizeActivationCode(body.activationCode);
        if (!code) throw appError('invalidActivationCode');
        const stored = await repository.findActivationCode(code);
        if (!stored) throw appError('invalidActivationCode');
        if (stored.usedAt) throw appError('activationCodeUsed');
        plan = stored.plan as PlanId;
      }
      if (plan !== 'trial' && (body.activationDate ?? '').trim() === '') {
        throw appError('missingEventFields');
      }

      const createdAt = now();
      const timeZone = body.timeZone ?? 'Europe/Warsaw';
      const issues: Issue[] = [];
      const nameProblem = validateEventName(body.name);
      if (nameProblem) issues.push({ path: 'name', message: nameProblem });
      if (!isValidTimeZone(timeZone)) {
        invalid([...issues, { path: 'timeZone', message: 'validation.event.timeZoneInvalid' }]);
      }
      const dateProblem = validateEventDate(body.eventDate, timeZone, createdAt);
      if (dateProblem) issues.push({ path: 'eventDate', message: dateProblem });
      let activationDate = localDate(createdAt, timeZone);
      if (plan !== 'trial') {
        const activationProblem = validateEventDate(body.activationDate, timeZone, createdAt);
        if (activationProblem) issues.push({ path: 'activationDate', message: activationProblem });
        else activationDate = body.activationDate as string;
      }
      if (issues.length > 0) invalid(issues);

      const ttl = recordTtl({ plan: plan, createdAt, activationDate, timeZone });
      const expiresAt = new Date(ttl.expiresAt);
      const eventId = newId();
      const dates = emailScheduleDates(plan, activationDate);
      const next = nextEmail({ plan: plan, activationDate, timeZone, now: createdAt });
      const emailsSent = Object.fromEntries(emailTypes.map((type) => [type, false])) as EmailsSent;

      return repository.createWithDefaults(
        {
          event: {
            id: eventId,
            userId: owner.id,
            name: body.name.trim(),
            eventDate: body.eventDate,
            description: body.description?.trim() ?? '',
            type: body.type,
            guestCount: body.guestCount ?? null,
            language: body.language,
            timeZone,
            plan: plan,
            paid: code !== null,
            activationDate,
            settings: { ...defaultEventSettings },
            style: {},
            albumsCount: 1,
            expiresAt,
            createdAt,
          },
          defaultAlbum: {
            id: newId(),
            eventId,
            name: defaultAlbumNames[body.language],
            isDefault: true,
            position: 0,
          },
          questionnaire: {
            id: newId(),
            eventId,
            userId: owner.id,
            eventType: body.type,
            guestCount: body.guestCount ?? null,
            plan: plan,
          },
          emailSchedule: {
            id: newId(),
            eventId,
            userId: owner.id,
            email: owner.email,
            plan: plan,
            paid: code !== null,
            startUploadDate: dates.startUploadDate,
            endUploadDate: dates.endUploadDate,
            endDownloadDate: dates.endDownloadDate,
            endFreeTrialDate: dates.endFreeTrialDate,
            emailsSent,
            nextEmailAt: next?.sendAt ?? null,
            nextEmailType: next?.type ?? null,
            expiresAt,
          },
        },
        code,
        (trialCount) => {
          if (plan === 'trial' && checkTrialCreate(trialCount)) {
            throw appError('trialLimitReached', { max: maxTrialEvents });
          }
        },
      );
    },

    /**
     * Changes details, settings (merged) or style (replaced, uploaded
     * background images kept). The slideshow can be shown only on plans that
     * have it (`slideshowNotInPlan`).
     */
    async update(ownerId: string, eventId: string, body: UpdateEventRequest): Promise<EventView> {
      const current = await owned(ownerId, eventId, 'edit');
      const issues: Issue[] = [];
      if (body.name !== undefined) {
        const problem = validateEventName(body.name);
        if (problem) issues.push({ path: 'name', message: problem });
      }
      if (body.style !== undefined && styleBytes(body.style) > maxStyleBytes) {
        issues.push({ path: 'style', message: 'validation.style.tooLarge' });
      }
      const reveal = revealChanges(current, body.settings);
      if (reveal === 'timeRequired') {
        issues.push({ path: 'settings.revealAt', message: 'validation.reveal.timeRequired' });
      }
      if (issues.length > 0) invalid(issues);
      if (reveal === 'notInPlan') throw appError('playNotInPlan', { plan: current.plan });
      if (
        body.settings?.slideshowVisible === true &&
        !planRules(current.plan as PlanId).slideshow
      ) {
        throw appError('slideshowNotInPlan', { plan: current.plan });
      }
      const row = await repository.change(eventId, (stored) => {
        const changes: EventChanges = {};
        if (body.name !== undefined) changes.name = body.name.trim();
        if (body.description !== undefined) changes.description = body.description.trim();
        if (body.type !== undefined) changes.type = body.type;
        if (body.guestCount !== undefined) changes.guestCount = body.guestCount;
        if (body.language !== undefined) changes.language = body.language;
        if (body.settings !== undefined) {
          changes.settings = {
            ...stored.settings,
            ...body.settings,
            ...(typeof reveal === 'object' ? reveal : {}),
          };
        }
        if (body.style !== undefined) {
          // The owner's style replaces the stored one; uploaded images stay.
          const { backgroundImages } = stored.style as { backgroundImages?: unknown };
          changes.style =
            backgroundImages === undefined
              ? { ...body.style }
              : { ...body.style, backgroundImages };
        }
        return changes;
      });
      if (!row) throw appError('eventNotFound');
      const view = { ...row, viewerRole: current.viewerRole };
      // live updates: the slideshow and guest pages reload the event.
      if (body.settings !== undefined || body.name !== undefined || body.style !== undefined) {
        await deps.live?.publish(eventId, { type: 'event.updated', ids: [] });
      }
      return view;
    },

    /**
     * Deletes an event for good: its rows cascade, its stored files go.
     * The typed phrase may be in either language (`deletePhraseMismatch`).
     */
    async delete(ownerId: string, eventId: string, confirmation: string): Promise<void> {
      await owned(ownerId, eventId, 'delete');
      if (!isDeletePhrase(confirmation, 'pl') && !isDeletePhrase(confirmation, 'en')) {
        throw appError('deletePhraseMismatch');
      }
      if (!(await repository.delete(eventId))) throw appError('eventNotFound');
      await storage.deleteByPrefix(eventStoragePrefix(eventId));
    },

    /** Sets (argon2id hash) or removes (null) the guest password. */
    async setPassword(ownerId: string, eventId: string, password: string | null): Promise<void> {
      await owned(ownerId, eventId, 'edit');
      const passwordHash = password === null ? null : await hash(password);
      if (!(await repository.setPasswordHash(eventId, passwordHash))) {
        throw appError('eventNotFound');
      }
    },

    /**
     * Stores a background image (PNG, JPEG or WebP by content, at most 10 MB)
     * and points the style's `backgroundImages[variant]` at it.
     */
    async putBackground(
      ownerId: string,
      eventId: string,
      variant: BackgroundVariant,
      upload: {
        contentType: string;
        contentLength: number | null;
        body: AsyncIterable<Uint8Array> | null;
      },
    ): Promise<EventView> {
      const { viewerRole } = await owned(ownerId, eventId, 'edit');
      const accepted = backgroundImageMimeTypes as readonly string[];
      const declared = upload.contentType.split(';')[0]?.trim().toLowerCase() ?? '';
      if (!accepted.includes(declared)) throw appError('invalidFileType');
      if (upload.contentLength !== null && upload.contentLength > maxBackgroundImageBytes) {
        throw appError('payloadTooLarge');
      }
      const bytes = await readLimited(upload.body, maxBackgroundImageBytes);
      if (bytes.byteLength === 0) {
        invalid([{ path: 'body', message: 'validation.upload.emptyFile' }]);
      }
      const detected = await fileTypeFromBuffer(bytes);
      if (!detected || !accepted.includes(detected.mime)) throw appError('invalidFileType');
      await storage.put(backgroundKey(eventId, variant), bytes, { contentType: detected.mime });
      const url = backgroundUrl(eventId, variant, now().getTime());
      const row = await repository.change(eventId, (stored) => ({
        style: withBackground(stored.style, variant, url),
      }));
      if (!row) throw appError('eventNotFound');
      return { ...row, viewerRole };
    },

    /** Removes a background image (no error when there is none). */
    async deleteBackground(
      ownerId: string,
      eventId: string,
      variant: BackgroundVariant,
    ): Promise<EventView> {
      const { viewerRole } = await owned(ownerId, eventId, 'edit');
      const row = await repository.change(eventId, (stored) => ({
        style: withBackground(stored.style, variant, undefined),
      }));
      if (!row) throw appError('eventNotFound');
      await storage.delete(backgroundKey(eventId, variant));
      return { ...row, viewerRole };
    },

    /**
     * Opens a background image for anyone (guests see it): `fileUnavailable`
     * unless the event exists and shows that image.
     */
    async openBackground(
      eventId: string,
      name: string,
    ): Promise<{ stream: Readable; size: number; contentType: string }> {
      const variant = backgroundVariants.find((v) => name === `background-${v}`);
      const style = variant ? await repository.findStyle(eventId) : undefined;
      const images = style?.backgroundImages as Record<string, string> | undefined;
      if (!variant || !images?.[variant]) throw appError('fileUnavailable');
      const key = backgroundKey(eventId, variant);
      try {
        const head = await storage.get(key, { start: 0, end: 4099 });
        const chunks: Uint8Array[] = [];
        for await (const chunk of head.stream) chunks.push(chunk as Uint8Array);
        const detected = await fileTypeFromBuffer(Buffer.concat(chunks));
        const file = await storage.get(key);
        return {
          stream: file.stream,
          size: file.size,
          contentType: detected?.mime ?? 'application/octet-stream',
        };
      } catch (error) {
        if (error instanceof ObjectNotFoundError) throw appError('fileUnavailable');
        throw error;
      }
    },

    /** PNG of the QR code of the guest link: 228×228 px on screen, `qrPrintSize` for print. */
    async qrPng(ownerId: string, eventId: string, size: 'screen' | 'print' = 'screen') {
      const row = await owned(ownerId, eventId, 'download');
      return guestQrPng(guestUrl(deps.baseUrl, row.id), size);
    },

    /** SVG (vector, scales to any print size) of the QR code of the guest link. */
    async qrSvg(ownerId: string, eventId: string): Promise<string> {
      const row = await owned(ownerId, eventId, 'download');
      return guestQrSvg(guestUrl(deps.baseUrl, row.id));
    },
  };
}

function styleBytes(style: StyleSettings): number {
  return Buffer.byteLength(JSON.stringify(style));
}

export type EventsService = ReturnType<typeof createEventsService>;
