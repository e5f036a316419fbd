/** Polish texts of the `archive` namespace; same keys as the English catalogue. */
import type { archive as english } from '../en/archive';

export const archive: typeof english = {};
