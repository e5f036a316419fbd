/** Builds the live updates of one process: the bus (LISTEN), the presenters and the hub. */
import type { Config } from '../../config';
import type { DatabaseHandle } from '../../db/client';
import type { GalleryRepository } from '../gallery/gallery.repository';
import { createGalleryReader } from '../gallery/gallery.service';
import { createLiveHub } from './live.hub';
import { createLivePresenter } from './live.presenter';
import { createLiveRepository } from './live.repository';
import { createLiveBus } from './live-bus';

type Logger = {
  error(object: object, message: string): void;
  warn(object: object, message: string): void;
  info(object: object, message: string): void;
};

export function createLive(options: {
  config: Pick<Config, 'live'>;
  database: DatabaseHandle;
  galleryRepository: GalleryRepository;
  logger: Logger;
}) {
  const repository = createLiveRepository(options.database.db);
  return createLiveHub({
    repository,
    bus: createLiveBus(options.database, options.logger),
    present: createLivePresenter({
      gallery: createGalleryReader(options.galleryRepository),
      repository,
    }),
    logger: options.logger,
    heartbeatSeconds: options.config.live.heartbeatSeconds,
    retentionHours: options.config.live.retentionHours,
  });
}
