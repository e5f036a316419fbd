/**
 * The lightbox, loaded with the first photo a guest opens (from the gallery or the guestbook),
 * and what the tapped tile shows while it is on its way (on a slow connection, a tap that
 * shows nothing for half a second reads as a tap that did not work).
 */
import { onDemand } from '../ui/on-demand';
import { GuestLoader } from '../ui/ui';
import classes from './gallery.module.css';

export const lightbox = onDemand(() => import('./lightbox').then((module) => module.default));

export function TileOpening() {
  return (
    <span className={classes.opening}>
      <GuestLoader />
    </span>
  );
}
