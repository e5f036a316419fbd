/** An open event as GET /api/public/events/{id} answers it (a trial, uploads open), for guest screens' tests. */
import type { PublicEvent } from '../../shared/api/public';

export function openPublicEvent(overrides: Partial<PublicEvent> = {}): PublicEvent {
  return {
    id: 'e1',
    name: 'Wesele Ani i Tomka',
    language: 'pl',
    style: {},
    eventDate: '2026-06-20',
    type: 'wedding',
    timeZone: 'Europe/Warsaw',
    plan: 'trial',
    demo: false,
    passwordProtected: false,
    uploadState: 'open',
    uploadWindow: {
      firstDay: '2026-06-20',
      lastDay: '2026-06-26',
      days: 7,
      end: '2026-06-26T21:59:59.999Z',
    },
    galleryVisible: true,
    guestbookVisible: true,
    slideshowVisible: false,
    slideshowIntervalSeconds: 5,
    guestDownloadAvailable: false,
    albums: [{ id: 'a1', name: 'Główny', isDefault: true }],
    allowance: { files: 10, videos: 1, videoAllowed: true },
    reveal: { mode: 'off', at: null, revealed: true, shots: null, shotsLeft: null },
    prompts: [],
    ...overrides,
  };
}
