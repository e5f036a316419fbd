/**
 * The guest page's parts that load with their first use (the lightbox, "my photos", the voice
 * message, the slideshow). React.lazy keeps a failed load for good: a tap without a connection
 * left the part dead, or the slideshow blank, for the rest of the visit, and said nothing. Here
 * a failed load is forgotten and shown with the network message; the next tap asks again.
 */
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, networkErrorKey, useErrorMessage } from '../../../app/api';
import classes from './on-demand.module.css';
import { GuestAlert } from './ui';

/**
 * A part loaded once, when first asked for; a failure is not kept. Every failure is the code
 * not arriving (the module, or a stylesheet or chunk it needs), so it reads as the network
 * message, whatever the browser named it.
 */
export interface OnDemand<T> {
  /** The part, once it has loaded. */
  loaded(): T | null;
  load(): Promise<T>;
}

export function onDemand<T>(load: () => Promise<T>): OnDemand<T> {
  let value: T | null = null;
  let pending: Promise<T> | null = null;
  return {
    loaded: () => value,
    load() {
      pending ??= load().then(
        (loaded) => {
          value = loaded;
          return loaded;
        },
        (error: unknown) => {
          pending = null;
          throw new ApiError({ key: networkErrorKey, status: 0, message: String(error) });
        },
      );
      return pending;
    },
  };
}

/**
 * A part in a component: `open(then)` loads it (nothing to wait for once it is here), keeps it
 * as `value` and runs `then`; a load that fails is `error` until the next `open` or `dismiss`.
 * `loading` is true while a load is under way.
 */
export function useOnDemand<T>(part: OnDemand<T>) {
  const [value, setValue] = useState<T | null>(part.loaded);
  const [error, setError] = useState<unknown>(null);
  const [loading, setLoading] = useState(false);
  const open = useCallback(
    (then?: () => void) => {
      setLoading(true);
      part.load().then(
        (loaded) => {
          setLoading(false);
          setError(null);
          // Parts are mostly components (functions): stored, not called.
          setValue(() => loaded);
          then?.();
        },
        (failure: unknown) => {
          setLoading(false);
          setError(failure);
        },
      );
    },
    [part],
  );
  const dismiss = useCallback(() => setError(null), []);
  return { value, error, loading, open, dismiss };
}

/** How long the foot notice stays when the guest neither closes it nor taps again. */
const footNoticeMs = 10_000;

/**
 * Why a tapped part did not open, at the foot of the screen where the guest is looking (the
 * page does not scroll away from the photo they tapped). It lies over the page, so it goes
 * when the connection returns, and after 10 s.
 */
export function OnDemandFailure({ error, onClose }: { error: unknown; onClose: () => void }) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  useEffect(() => {
    if (!error) return;
    const timer = window.setTimeout(onClose, footNoticeMs);
    window.addEventListener('online', onClose);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('online', onClose);
    };
  }, [error, onClose]);
  if (!error) return null;
  return (
    <div className={classes.foot}>
      <GuestAlert
        tone="error"
        role="alert"
        onClose={onClose}
        closeLabel={t('common.actions.close')}
      >
        {errorMessage(error)}
      </GuestAlert>
    </div>
  );
}
