/** Polish texts of the `slideshow` namespace; same keys as the English catalogue. */
import type { slideshow as english } from '../en/slideshow';

export const slideshow: typeof english = {};
