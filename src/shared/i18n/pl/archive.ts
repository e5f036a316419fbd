/** Polish texts of the `archive` namespace; same keys as the English catalogue. */
import type { archive as english } from '../en/archive';

export const archive: typeof english = {
  folders: {
    photo: 'Zdjęcia',
    video: 'Filmy',
    audio: 'Nagrania głosowe',
  },
  guest: 'Gość',
  guestbook: 'Księga gości',
  selection: 'wybrane',
  part: 'część {{part}} z {{parts}}',
  noChallenge: 'Bez wyzwania',
  untitled: 'bez nazwy',
};
