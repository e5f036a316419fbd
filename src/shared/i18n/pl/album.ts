/** Polish texts of the `album` namespace; same keys as the English catalogue. */
import type { album as english } from '../en/album';

export const album: typeof english = {};
