/**
 * The owner's guestbook PDF and the retry of a failed download preparation. Only the event's
 * owner reaches either (anyone else gets 404 eventNotFound, as for every owner route).
 */
import type { PdfPageSize, ZipStatus } from '../../../shared/api/gallery';
import { appError } from '../../http/app-error';
import type { EventAccess } from '../../policies/event-access';
import type { GuestbookRepository } from './guestbook.repository';
import type { GuestbookExporter, RenderedPdf } from './guestbook-export';

export function createGuestbookService(deps: {
  repository: GuestbookRepository;
  exporter: Pick<GuestbookExporter, 'renderPdf'>;
  /** Who may do what with an event (policies/event-access.ts). */
  access: EventAccess;
}) {
  const { repository, exporter, access } = deps;

  return {
    /**
     * The guestbook as a PDF for printing, the whole event or one album. Without entries it
     * is still a PDF: the heading and a line saying there are no entries yet.
     */
    async pdf(
      ownerId: string,
      eventId: string,
      query: { size: PdfPageSize; albumId?: string | undefined },
    ): Promise<RenderedPdf> {
      await access.requireEventAccess(ownerId, eventId, 'download');
      if (query.albumId !== undefined && !(await repository.albumExists(eventId, query.albumId))) {
        throw appError('albumNotFound');
      }
      const rendered = await exporter.renderPdf(eventId, {
        size: query.size,
        audience: 'owner',
        ...(query.albumId !== undefined ? { albumId: query.albumId } : {}),
      });
      if (!rendered) throw appError('eventNotFound');
      return rendered;
    },

    /**
     * Prepares the download again: FAILED (or READY, to check again) → GENERATING; the
     * scheduler's next run does the work and e-mails the outcome. 409 conflict otherwise.
     */
    async retryZip(ownerId: string, eventId: string): Promise<ZipStatus> {
      await access.requireEventAccess(ownerId, eventId, 'download');
      if (!(await repository.transition(eventId, ['FAILED', 'READY'], 'GENERATING'))) {
        throw appError('conflict', { zipStatus: await repository.zipStatus(eventId) });
      }
      return 'GENERATING';
    },
  };
}

export type GuestbookService = ReturnType<typeof createGuestbookService>;
