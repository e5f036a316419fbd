/**
 * The daily digest of new uploads: during an event's upload window each host (the owner and
 * every member who keeps it on) gets at most one e-mail a day, at 20:00 in the event's time
 * zone, when something arrived since 20:00 the day before. Run by the lifecycle scheduler on
 * every instance: each host's digest of a day is claimed by inserting its row, so exactly one
 * instance sends it; a failed send gives the claim back for the next run. The opt-out link
 * carries a token signed with the server's secret, so it works without signing in.
 */
import type { Logger } from 'pino';
import { eventPeriods } from '../../../shared/domain/periods';
import type { PlanId } from '../../../shared/domain/plans';
import { addDays, localDate, zonedTimeToUtc } from '../../../shared/domain/time';
import { parseLanguage } from '../../../shared/i18n/index';
import type { Mailer } from '../../adapters/mail/mail';
import type { Storage } from '../../adapters/storage/storage';
import { mediaStorageKey } from '../media/media-keys';
import { loadSharp } from '../media/sharp-loader';
import type { DigestEvent, DigestRepository } from './digest.repository';
import { digestThumbSize, renderDigestEmail } from './digest-email';
import { digestOptOutToken, readDigestOptOutToken } from './digest-token';

/** When the day's digest goes out, in the event's time zone. */
export const digestTime = '20:00';
/** The longest upload window of any plan, and a margin: older events have no digest due. */
const maxWindowDays = 32;

export type DigestDeps = {
  repository: DigestRepository;
  mailer: Mailer;
  storage: Storage;
  logger: Logger;
  siteName: string;
  baseUrl: string;
  /** The server's secret: signs the opt-out links. */
  secret: string;
  now?: () => Date;
};

export type DigestReport = { sent: number; failed: number };

export function createDigest(deps: DigestDeps) {
  const { repository } = deps;
  const now = deps.now ?? (() => new Date());
  const logger = deps.logger.child({ component: 'digest' });

  const optOutToken = (eventId: string, userId: string) =>
    digestOptOutToken(deps.secret, eventId, userId);
  const readOptOutToken = (token: string) => readDigestOptOutToken(deps.secret, token);

  /** Small square JPEGs of the newest photos (a missing or broken thumbnail is left out). */
  async function thumbnails(eventId: string, mediaIds: string[]): Promise<Buffer[]> {
    const out: Buffer[] = [];
    for (const mediaId of mediaIds) {
      try {
        const file = await deps.storage.get(mediaStorageKey(eventId, mediaId, 'thumb'));
        const chunks: Buffer[] = [];
        for await (const chunk of file.stream) chunks.push(Buffer.from(chunk as Uint8Array));
        const sharp = await loadSharp();
        out.push(
          await sharp(Buffer.concat(chunks))
            .resize(digestThumbSize * 2, digestThumbSize * 2, { fit: 'cover' })
            .jpeg({ quality: 70 })
            .toBuffer(),
        );
      } catch (error) {
        logger.warn({ err: error, eventId, mediaId }, 'digest thumbnail left out');
      }
    }
    return out;
  }

  /** The digest due now for one event, if any: the day, and the interval it covers. */
  function dueFor(event: DigestEvent, at: Date) {
    const day = localDate(at, event.timeZone);
    const to = zonedTimeToUtc(day, digestTime, event.timeZone);
    if (at.getTime() < to.getTime()) return null;
    const from = zonedTimeToUtc(addDays(day, -1), digestTime, event.timeZone);
    const periods = eventPeriods(event.plan as PlanId, event.activationDate, event.timeZone);
    // Only intervals that overlap the upload window: the evening after its last day included.
    if (to.getTime() <= periods.uploadStart.getTime()) return null;
    if (from.getTime() >= periods.uploadEnd.getTime()) return null;
    return { day, from, to };
  }

  async function runEvent(event: DigestEvent, at: Date, report: DigestReport, stop: () => boolean) {
    const due = dueFor(event, at);
    if (!due) return;
    const recipients = await repository.recipients(event, due.day);
    if (recipients.length === 0) return;
    const arrivals = await repository.arrivals(event.id, due.from, due.to);
    const total = arrivals.photos + arrivals.videos + arrivals.voice + arrivals.wishes;
    if (total === 0) return;
    let images: Buffer[] | undefined;
    for (const recipient of recipients) {
      if (stop()) return;
      if (!(await repository.claim(event.id, recipient.userId, due.day))) continue;
      try {
        images ??= await thumbnails(event.id, arrivals.thumbnails);
        const language = parseLanguage(recipient.language) ?? 'pl';
        const mail = renderDigestEmail({
          language,
          siteName: deps.siteName,
          eventName: event.name,
          counts: arrivals,
          thumbnails: images,
          newestWish: arrivals.newestWish?.message
            ? { guestName: arrivals.newestWish.guestName, message: arrivals.newestWish.message }
            : null,
          albumUrl: `${deps.baseUrl}/events/album/${encodeURIComponent(event.id)}?lang=${language}`,
          optOutUrl: `${deps.baseUrl}/digest/${optOutToken(event.id, recipient.userId)}?lang=${language}`,
        });
        await deps.mailer.send({ to: recipient.email, ...mail });
        await repository.markSent(event.id, recipient.userId, due.day);
        report.sent += 1;
      } catch (error) {
        await repository.release(event.id, recipient.userId, due.day).catch(() => {});
        report.failed += 1;
        logger.error({ err: error, eventId: event.id }, 'digest not sent; tried again later');
      }
    }
  }

  return {
    optOutToken,
    readOptOutToken,

    /** Sends every digest due now; `shouldStop` ends the run between e-mails. */
    async run(shouldStop: () => boolean = () => false): Promise<DigestReport> {
      const at = now();
      const today = localDate(at, 'UTC');
      const events = await repository.candidates(
        addDays(today, 1),
        addDays(today, -maxWindowDays),
        at,
      );
      const report: DigestReport = { sent: 0, failed: 0 };
      for (const event of events) {
        if (shouldStop()) break;
        await runEvent(event, at, report, shouldStop);
      }
      return report;
    },

    /** Whether the host gets the event's digest (access is checked by the caller). */
    isEnabled: (eventId: string, userId: string) => repository.isEnabled(eventId, userId),
    setEnabled: (eventId: string, userId: string, enabled: boolean) =>
      repository.setEnabled(eventId, userId, enabled),
    eventName: (eventId: string) => repository.eventName(eventId),
  };
}

export type Digest = ReturnType<typeof createDigest>;
