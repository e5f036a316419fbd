/**
 * Keeps an event's `zipStatus` meaningful. The ZIP itself is streamed on request, so
 * "generating" means preparing the download once the upload window has ended: every original
 * a ZIP lists is in storage with the size its row says, missing CRC-32s are computed and stored
 * (a ZIP's bytes depend on them), and the owner's A4 guestbook PDF is rendered into its cache.
 *
 * Each scheduler run: WAITING events whose upload window has ended (trial or paid, not
 * expired) move to GENERATING; GENERATING events are prepared and move to READY, or to FAILED
 * when something is missing or broken. Every move is a conditional UPDATE, so with several
 * instances exactly one makes it, and only that one sends the owner's e-mail (READY: the
 * download link and the last download day; FAILED: the retry hint and the support address).
 * A GENERATING event a crash left behind is prepared again by the next run; preparing twice
 * at once is harmless (both check the same files; one wins the move and e-mails).
 */

import { crc32 } from 'node:zlib';
import type { Logger } from 'pino';
import { eventPeriods, resolveActivationDate } from '../../../shared/domain/periods';
import type { PlanId } from '../../../shared/domain/plans';
import type { CalendarDate } from '../../../shared/domain/time';
import { formatLongDate } from '../../../shared/i18n/format';
import { parseLanguage } from '../../../shared/i18n/index';
import { translate } from '../../../shared/i18n/translate';
import { emailColors, emailFonts } from '../../adapters/mail/email-layout';
import type { Mailer } from '../../adapters/mail/mail';
import type { Storage } from '../../adapters/storage/storage';
import { escapeHtml } from '../../http/escape-html';
import type { GuestbookRepository, PreparationClaim } from './guestbook.repository';
import type { GuestbookExport } from './guestbook-export';

export type ZipStatusReport = { started: number; ready: number; failed: number };

export type ZipPreparerDeps = {
  repository: GuestbookRepository;
  storage: Storage;
  guestbook: Pick<GuestbookExport, 'pdf'>;
  mailer: Mailer;
  logger: Logger;
  siteName: string;
  baseUrl: string;
  supportEmail: string;
  now: () => Date;
};

/** GENERATING events prepared per run (the rest wait for the next run). */
const batchSize = 20;
/** WAITING events read per query. */
const pageSize = 500;

const colors = emailColors;
const sansFonts = emailFonts.sans;
const serifFonts = emailFonts.serif;

function periodsOf(event: {
  plan: string;
  activationDate: string;
  timeZone: string;
  createdAt: Date;
}) {
  const plan = event.plan as PlanId;
  const activationDate = resolveActivationDate({
    plan,
    activationDate: event.activationDate,
    createdAt: event.createdAt,
    timeZone: event.timeZone,
  });
  return eventPeriods(plan, activationDate, event.timeZone);
}

/** The owner's e-mail about a prepared (`zipReadyEmail`) or failed (`zipFailedEmail`) download. */
export function renderZipStatusEmail(
  type: 'zipReadyEmail' | 'zipFailedEmail',
  input: { language: string; eventId: string; eventName: string; endDownload: CalendarDate },
  options: { siteName: string; baseUrl: string; supportEmail: string },
) {
  const language = parseLanguage(input.language) ?? 'pl';
  const params = {
    siteName: options.siteName,
    supportEmail: options.supportEmail,
    eventName: input.eventName,
    endDownload: formatLongDate(input.endDownload, language),
  };
  const t = (key: string) => translate(language, `lifecycle.${key}`, params);
  const own = (key: string) => t(`${type}.${key}`);
  const footer = (key: string) => translate(language, `emails.layout.${key}`, params);
  const url = `${options.baseUrl}/events/album/${encodeURIComponent(input.eventId)}?lang=${language}`;
  const subject = own('subject');
  const paragraphs = [own('intro'), own('hint')];
  const facts: [string, string][] = [[t('layout.facts.downloads'), params.endDownload]];
  const text = [
    options.siteName,
    '',
    own('heading'),
    '',
    ...paragraphs.flatMap((p) => [p, '']),
    `${own('action')}: ${url}`,
    '',
    ...facts.map(([label, value]) => `${label}: ${value}`),
    '',
    '--',
    t('layout.reason'),
    footer('footer'),
    footer('support'),
    '',
  ].join('\n');
  const paragraph = (content: string) =>
    `<p style="margin:0 0 16px;font-family:${sansFonts};font-size:16px;line-height:1.6;color:${colors.text};">${escapeHtml(content)}</p>`;
  const html = `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${escapeHtml(subject)}</title>
</head>
<body style="margin:0;padding:0;background-color:${colors.page};">
<div style="display:none;max-height:0;overflow:hidden;opacity:0;color:transparent;">${escapeHtml(own('preheader'))}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background-color:${colors.page};">
<tr><td align="center" style="padding:32px 16px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:560px;">
<tr><td align="center" style="padding:0 0 20px;font-family:${serifFonts};font-size:30px;font-weight:600;letter-spacing:0.5px;color:${colors.brand};">${escapeHtml(options.siteName)}</td></tr>
<tr><td style="background-color:${colors.card};border:1px solid ${colors.border};border-radius:18px;padding:36px 32px;">
<h1 style="margin:0 0 16px;font-family:${serifFonts};font-size:24px;font-weight:600;line-height:1.3;color:${colors.text};overflow-wrap:break-word;">${escapeHtml(own('heading'))}</h1>
${paragraphs.map(paragraph).join('\n')}
<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 24px;"><tr><td style="border-radius:10px;background-color:${colors.brand};"><a href="${escapeHtml(url)}" style="display:inline-block;padding:14px 28px;font-family:${sansFonts};font-size:16px;font-weight:600;color:#ffffff;text-decoration:none;border-radius:10px;">${escapeHtml(own('action'))}</a></td></tr></table>
${facts
  .map(
    ([label, value]) =>
      `<p style="margin:0;font-family:${sansFonts};font-size:14px;color:${colors.muted};">${escapeHtml(label)}: <strong style="color:${colors.text};">${escapeHtml(value)}</strong></p>`,
  )
  .join('\n')}
</td></tr>
<tr><td align="center" style="padding:20px 16px 0;font-family:${sansFonts};font-size:12px;line-height:1.6;color:${colors.muted};">${escapeHtml(t('layout.reason'))}<br>${escapeHtml(footer('footer'))}<br>${escapeHtml(footer('support'))}</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
  return { subject, text, html };
}

export function createZipPreparer(deps: ZipPreparerDeps) {
  const { repository, storage, logger } = deps;

  /** Checks the originals and fills in missing CRCs; throws with what is wrong. */
  async function checkOriginals(eventId: string): Promise<void> {
    const problems: string[] = [];
    for (const original of await repository.originals(eventId)) {
      const stat = await storage.stat(original.storageKey);
      if (!stat) {
        problems.push(`${original.id}: missing`);
        continue;
      }
      if (stat.size !== original.size) {
        problems.push(`${original.id}: ${stat.size} bytes stored, ${original.size} expected`);
        continue;
      }
      if (original.crc32 === null) {
        const { stream } = await storage.get(original.storageKey);
        let value = 0;
        for await (const chunk of stream) value = crc32(chunk as Buffer, value);
        await repository.setCrc32(original.id, value);
      }
    }
    if (problems.length > 0) {
      throw new Error(`originals not in storage as listed: ${problems.slice(0, 10).join('; ')}`);
    }
  }

  async function notify(type: 'zipReadyEmail' | 'zipFailedEmail', claim: PreparationClaim) {
    const periods = periodsOf(claim);
    const mail = renderZipStatusEmail(
      type,
      {
        language: claim.owner.language,
        eventId: claim.eventId,
        eventName: claim.name,
        endDownload: periods.lastDownloadDate,
      },
      deps,
    );
    try {
      await deps.mailer.send({ to: claim.owner.email, ...mail });
    } catch (error) {
      logger.error({ err: error, eventId: claim.eventId, type }, 'could not send the e-mail');
    }
  }

  /** Prepares one claimed event; the status move decides who e-mails. */
  async function prepare(claim: PreparationClaim): Promise<'ready' | 'failed' | 'skipped'> {
    try {
      await checkOriginals(claim.eventId);
      await deps.guestbook.pdf(claim.eventId, { audience: 'owner' });
    } catch (error) {
      logger.error({ err: error, eventId: claim.eventId }, 'preparing the download failed');
      if (!(await repository.transition(claim.eventId, ['GENERATING'], 'FAILED'))) {
        return 'skipped';
      }
      await notify('zipFailedEmail', claim);
      return 'failed';
    }
    if (!(await repository.transition(claim.eventId, ['GENERATING'], 'READY'))) return 'skipped';
    logger.info({ eventId: claim.eventId }, 'download ready');
    await notify('zipReadyEmail', claim);
    return 'ready';
  }

  /** Every WAITING candidate, page by page (most are still in their upload window). */
  async function* waitingEvents(now: Date) {
    let after: string | undefined;
    for (;;) {
      const page = await repository.waitingEvents(now, pageSize, after);
      yield* page;
      if (page.length < pageSize) return;
      after = page[page.length - 1]?.id;
    }
  }

  return {
    prepare,

    /** One run: start the events whose upload window ended, then prepare those generating. */
    async run(shouldStop: () => boolean = () => false): Promise<ZipStatusReport> {
      const report: ZipStatusReport = { started: 0, ready: 0, failed: 0 };
      const now = deps.now();
      for await (const event of waitingEvents(now)) {
        if (shouldStop()) return report;
        let uploadEnd: Date;
        try {
          uploadEnd = periodsOf(event).uploadEnd;
        } catch (error) {
          logger.warn({ err: error, eventId: event.id }, 'event without valid periods');
          continue;
        }
        if (now.getTime() <= uploadEnd.getTime()) continue;
        if (await repository.transition(event.id, ['WAITING'], 'GENERATING')) report.started++;
      }
      for (const claim of await repository.generatingEvents(now, batchSize)) {
        if (shouldStop()) return report;
        const outcome = await prepare(claim);
        if (outcome === 'ready') report.ready++;
        if (outcome === 'failed') report.failed++;
      }
      return report;
    },
  };
}

export type ZipPreparer = ReturnType<typeof createZipPreparer>;
