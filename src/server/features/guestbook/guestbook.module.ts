/**
 * The guestbook export feature, assembled: repository, export (text and PDF), the owner's
 * service and the download preparation. One PDF renderer (one worker thread) serves all of
 * them; the process that creates it closes it on shutdown.
 */
import type { Logger } from 'pino';
import type { Mailer } from '../../adapters/mail/mail';
import type { Storage } from '../../adapters/storage/storage';
import type { Database } from '../../db/client';
import { createGuestbookRepository } from './guestbook.repository';
import { createGuestbookService } from './guestbook.service';
import { createGuestbookExport } from './guestbook-export';
import { createPdfRenderer, type PdfRenderer } from './pdf-renderer';
import { createZipPreparer } from './zip-status';

export function createGuestbookFeatures(deps: {
  db: Database;
  storage: Storage;
  renderer?: PdfRenderer | undefined;
}) {
  const repository = createGuestbookRepository(deps.db);
  const renderer = deps.renderer ?? createPdfRenderer();
  const exporter = createGuestbookExport({ repository, storage: deps.storage, renderer });
  const service = createGuestbookService({ repository, exporter });
  return {
    repository,
    renderer,
    exporter,
    service,
    /** The scheduler's step that keeps `zipStatus` meaningful. */
    zipPreparer(options: {
      mailer: Mailer;
      logger: Logger;
      siteName: string;
      baseUrl: string;
      supportEmail: string;
      now?: () => Date;
    }) {
      return createZipPreparer({
        repository,
        storage: deps.storage,
        guestbook: exporter,
        mailer: options.mailer,
        logger: options.logger.child({ component: 'zip-status' }),
        siteName: options.siteName,
        baseUrl: options.baseUrl,
        supportEmail: options.supportEmail,
        now: options.now ?? (() => new Date()),
      });
    },
  };
}

export type GuestbookFeatures = ReturnType<typeof createGuestbookFeatures>;
