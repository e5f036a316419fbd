/**
 * A guest screen that is not the event page itself: the password prompt, an
 * unavailable event, a link that leads nowhere. It wears the event's colours,
 * background and font when they are known (the teaser), so a guest sees the
 * same event before and after entering the password.
 */
import type { CSSProperties, ReactNode } from 'react';
import { useEffect, useMemo } from 'react';
import type { EventStyle } from '../../../shared/api/events';
import { guestPageVariables, shownBackgrounds } from '../../../shared/domain/guest-look';
import { resolveGuestStyle } from '../../../shared/domain/guest-style';
import { loadGuestFont } from '../../ui/guest-fonts';
import { useFitWords } from '../../ui/use-fit-words';
import classes from './guest-screen.module.css';
import { guestUiClasses } from './ui/ui';

export interface GuestScreenProps {
  style?: EventStyle;
  /** The event's name, shown above the card's content. */
  name?: string;
  children: ReactNode;
  /** Top-right corner (the language switcher). */
  corner?: ReactNode;
  language?: string;
}

export function GuestScreen({ style, name, children, corner, language }: GuestScreenProps) {
  const resolved = useMemo(() => resolveGuestStyle(style), [style]);
  const nameRef = useFitWords<HTMLHeadingElement>(name ?? '');
  useEffect(() => {
    if (style) void loadGuestFont(resolved.font);
  }, [style, resolved.font]);
  // The page's own variables: the same colours, font and buttons, and its phone and desktop images.
  const variables = style
    ? (guestPageVariables(resolved, shownBackgrounds(resolved.backgroundImages)) as CSSProperties)
    : undefined;
  return (
    <main className={classes.screen} style={variables} lang={language}>
      {corner && <div className={guestUiClasses.corner}>{corner}</div>}
      <div className={classes.card}>
        {name && (
          <h1 ref={nameRef} className={classes.name}>
            {name}
          </h1>
        )}
        {children}
      </div>
    </main>
  );
}

export { classes as guestScreenClasses };
