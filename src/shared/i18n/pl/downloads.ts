/** Polish texts of the `downloads` namespace; same keys as the English catalogue. */
import type { downloads as english } from '../en/downloads';

export const downloads: typeof english = {};
