/**
 * A button under the guest page's buttons that opens a dialog loaded with its first use ("my
 * photos", the QR code for the person next to you): a spinner in place of its icon while the
 * dialog's code arrives, and the load's failure told at the foot of the screen.
 */
import { type ReactNode, useState } from 'react';
import { type OnDemand, OnDemandFailure, useOnDemand } from '../ui/on-demand';
import { GuestLoader } from '../ui/ui';
import classes from './play.module.css';

export function DialogButton<T>({
  part,
  icon,
  label,
  testId,
  children,
}: {
  part: OnDemand<T>;
  icon: ReactNode;
  label: string;
  testId: string;
  /** The open dialog, given the loaded part and how to close it. */
  children: (part: T, close: () => void) => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const loaded = useOnDemand(part);
  return (
    <>
      <button
        type="button"
        className={classes.mineButton}
        onClick={() => loaded.open(() => setOpen(true))}
        data-testid={testId}
        aria-busy={loaded.loading || undefined}
      >
        {loaded.loading ? <GuestLoader size="sm" /> : icon}
        {label}
      </button>
      {open && loaded.value && children(loaded.value, () => setOpen(false))}
      <OnDemandFailure error={loaded.error} onClose={loaded.dismiss} />
    </>
  );
}
