/** Polish texts of the `downloads` namespace; same keys as the English catalogue. */
import type { downloads as english } from '../en/downloads';

export const downloads: typeof english = {
  parts: {
    title: 'Pobieranie w częściach',
    intro:
      'Archiwum podzielono na części (liczba części: {{count}}), każda ma najwyżej {{size}}. Pobierz wszystkie; każda część to pełny plik ZIP.',
    empty: 'Nie ma jeszcze nic do pobrania.',
    part: 'Część {{part}} z {{count}}: plików {{files}}, {{size}}',
    download: 'Pobierz',
  },
};
