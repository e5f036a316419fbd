/** The rules of an owner's events. */
import type { EventRow, EventsRepository } from './events.repository';

export function createEventsService(repository: EventsRepository) {
  return {
    /** The owner's events, newest first; nobody else's ever appear. */
    listForOwner(ownerId: string): Promise<EventRow[]> {
      return repository.listByOwner(ownerId);
    },
  };
}

export type EventsService = ReturnType<typeof createEventsService>;
