/**
 * The print kit of an event for its hosts: the PDF (print-kit-pdf.ts) in the event's language
 * and guest-page colours, with the texts the hosts typed or the defaults, and, on table cards,
 * one photo challenge per card when asked.
 */
import type { z } from 'zod';
import type { printKitQuerySchema } from '../../../shared/api/print-kit';
import { resolveGuestStyle } from '../../../shared/domain/guest-style';
import type { PlanId } from '../../../shared/domain/plans';
import { planHasPlay } from '../../../shared/domain/reveal';
import { printKit as englishWords } from '../../../shared/i18n/en/print-kit';
import { formatLongDate } from '../../../shared/i18n/format';
import { parseLanguage } from '../../../shared/i18n/index';
import { printKit as polishWords } from '../../../shared/i18n/pl/print-kit';
import { appError } from '../../http/app-error';
import type { EventAccess } from '../../policies/event-access';
import { safeFileName } from '../downloads/archive-names';
import { guestUrl } from './events.presenter';
import type { EventsRepository } from './events.repository';
import { renderPrintKit } from './print-kit-pdf';

export type PrintKitOptions = z.output<typeof printKitQuerySchema>;

export function createPrintKit(deps: {
  access: EventAccess;
  repository: Pick<EventsRepository, 'find'>;
  /** The event's photo challenges, in order. */
  prompts: (eventId: string) => Promise<{ title: string }[]>;
  baseUrl: string;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());
  return {
    /** The PDF and the name it is saved as. */
    async pdf(userId: string, eventId: string, options: PrintKitOptions) {
      await deps.access.requireEventAccess(userId, eventId, 'download');
      const row = await deps.repository.find(eventId);
      if (!row) throw appError('eventNotFound');
      const language = parseLanguage(row.language) ?? 'pl';
      const words = language === 'en' ? englishWords : polishWords;
      const style = resolveGuestStyle(row.style as Parameters<typeof resolveGuestStyle>[0]);
      const challenges =
        options.format === 'tableCard' &&
        options.challenges === '1' &&
        planHasPlay(row.plan as PlanId)
          ? (await deps.prompts(row.id)).map((prompt) =>
              words.challenge.replace('{{title}}', prompt.title),
            )
          : [];
      const pdf = await renderPrintKit({
        format: options.format,
        design: options.design,
        headline: options.headline || words.defaultHeadline,
        subline: options.subline || words.defaultSubline,
        eventName: row.name,
        eventDate: row.eventDate ? formatLongDate(row.eventDate, language) : '',
        howTo: words.howTo,
        url: guestUrl(deps.baseUrl, row.id),
        challenges,
        colors: {
          background: style.backgroundColor,
          text: style.textColor,
          accent: style.button.color,
          accentText: style.button.textColor,
        },
        createdAt: now().toISOString(),
      });
      const fileName = safeFileName(
        `${row.name} - ${words.formats[options.format]}`,
        'pdf',
        'print-kit',
      );
      return { pdf, fileName };
    },
  };
}

export type PrintKit = ReturnType<typeof createPrintKit>;
