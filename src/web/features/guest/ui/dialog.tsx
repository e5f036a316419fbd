/** The guest page's dialog: full screen on phones, centred on larger screens; focus moves in, stays in and goes back. */
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { IconButton } from './ui';
import classes from './ui.module.css';

const focusable =
  'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * A modal dialog: full screen on phones, centred on larger screens. Escape and
 * the close button close it; focus moves in, stays in and goes back.
 */
export function GuestDialog({
  opened,
  onClose,
  title,
  closeLabel,
  children,
  size,
  className,
}: {
  opened: boolean;
  onClose: () => void;
  title?: ReactNode;
  closeLabel: string;
  children: ReactNode;
  size?: 'full';
  className?: string;
}) {
  const titleId = useId();
  const box = useRef<HTMLDivElement>(null);
  const close = useRef(onClose);
  close.current = onClose;

  useEffect(() => {
    if (!opened) return;
    const before = document.activeElement as HTMLElement | null;
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    // On a touch screen a focused field opens the keyboard over the dialog (and its Send button)
    // before the guest asked to type: there the dialog itself takes the focus, which still tells
    // a screen reader where it is; with a mouse and keys, the first field does.
    const touch = window.matchMedia?.('(pointer: coarse)').matches === true;
    const first = box.current?.querySelector<HTMLElement>(
      touch ? '[data-autofocus]' : 'input:not([type="hidden"]), textarea, select, [data-autofocus]',
    );
    (first ?? box.current)?.focus();
    const onKey = (key: KeyboardEvent) => {
      if (key.key === 'Escape') {
        key.stopPropagation();
        close.current();
        return;
      }
      if (key.key !== 'Tab' || !box.current) return;
      const items = [...box.current.querySelectorAll<HTMLElement>(focusable)];
      const [start, end] = [items[0], items[items.length - 1]];
      if (!start || !end) return;
      if (key.shiftKey && document.activeElement === start) {
        key.preventDefault();
        end.focus();
      } else if (!key.shiftKey && document.activeElement === end) {
        key.preventDefault();
        start.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = overflow;
      before?.focus?.();
    };
  }, [opened]);

  if (!opened) return null;
  return createPortal(
    // biome-ignore lint/a11y/noStaticElementInteractions: a tap beside the dialog closes it; keys have Escape.
    <div
      className={classes.overlay}
      onMouseDown={(down) => {
        if (down.target === down.currentTarget) onClose();
      }}
    >
      <div
        ref={box}
        role="dialog"
        aria-modal="true"
        aria-labelledby={title ? titleId : undefined}
        aria-label={title ? undefined : closeLabel}
        tabIndex={-1}
        className={className ? `${classes.dialog} ${className}` : classes.dialog}
        data-size={size}
      >
        <div className={classes.dialogHeader}>
          {title ? (
            <h2 id={titleId} className={classes.dialogTitle}>
              {title}
            </h2>
          ) : (
            <span className={classes.dialogTitle} />
          )}
          <IconButton label={closeLabel} onClick={onClose}>
            <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" fill="none" />
            </svg>
          </IconButton>
        </div>
        <div className={classes.dialogBody}>{children}</div>
      </div>
    </div>,
    document.body,
  );
}
