/** A full-screen dark page with a title, a text and links: loading, errors, not available. */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import classes from './slideshow-player.module.css';

export function SlideshowNotice({
  title,
  text,
  children,
  busy,
}: {
  title: string;
  text?: string;
  children?: ReactNode;
  busy?: boolean;
}) {
  return (
    <main className={classes.notice} aria-busy={busy || undefined}>
      <div className={classes.noticeCard} role={busy ? 'status' : undefined}>
        <h1>{title}</h1>
        {text && <p>{text}</p>}
        {children}
      </div>
    </main>
  );
}

export function NoticeLink({
  to,
  children,
  subtle,
}: {
  to: string;
  children: ReactNode;
  subtle?: boolean;
}) {
  return (
    <Link to={to} className={classes.noticeLink} data-variant={subtle ? 'subtle' : undefined}>
      {children}
    </Link>
  );
}

export function NoticeButton({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <button
      type="button"
      className={classes.noticeLink}
      onClick={onClick}
      style={{ border: 0, cursor: 'pointer' }}
    >
      {children}
    </button>
  );
}
