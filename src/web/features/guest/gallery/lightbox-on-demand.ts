/** The lightbox, loaded with the first photo a guest opens (from the gallery or the guestbook). */
import { onDemand } from '../ui/on-demand';

export const lightbox = onDemand(() => import('./lightbox').then((module) => module.default));
