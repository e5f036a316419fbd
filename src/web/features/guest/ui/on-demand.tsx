/**
 * The guest page's parts that load with their first use (the upload code, the lightbox, "my
 * photos", the voice message, the slideshow). React.lazy keeps a failed load for good: a tap
 * without a connection left the part dead, or the slideshow blank, for the rest of the visit,
 * and said nothing. Here a failed load is forgotten and told; the next tap asks again.
 */
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, describeError, networkErrorKey, useErrorMessage } from '../../../app/api';
import { useWhenOnlineOrAfter } from '../../../shared/when-online';
import classes from './on-demand.module.css';
import { GuestAlert, GuestButton } from './ui';

/** The catalogue key of a page whose code the server no longer has (a newer version is live). */
export const pageUpdatedKey = 'errors.pageUpdated';

export function isPageUpdated(error: unknown): boolean {
  return describeError(error).key === pageUpdatedKey;
}

/** The entry script a page names: its build (the hashed name changes with every build). */
function entryScript(page: ParentNode): string | null {
  return page.querySelector('script[type="module"][src]')?.getAttribute('src') ?? null;
}

/**
 * Why a part did not load. Either the server now builds this page with other code (a new
 * version went live while the page was open: the old parts are gone and only a reload helps),
 * or the code did not arrive (the network message, whatever the browser named the failure: the
 * module, or a stylesheet or chunk it needs). The page's address, asked again, tells which.
 */
async function loadFailure(error: unknown): Promise<ApiError> {
  const message = String(error);
  if (typeof document === 'undefined') {
    return new ApiError({ key: networkErrorKey, status: 0, message });
  }
  try {
    const response = await fetch(window.location.href, { cache: 'no-store' });
    const served = new DOMParser().parseFromString(await response.text(), 'text/html');
    const mine = entryScript(document);
    const now = entryScript(served);
    if (mine && now && mine !== now) {
      return new ApiError({ key: pageUpdatedKey, status: response.status, message });
    }
  } catch {
    // No answer: no connection.
  }
  return new ApiError({ key: networkErrorKey, status: 0, message });
}

/** A part loaded once, when first asked for; a failure is not kept. */
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
        async (error: unknown) => {
          pending = null;
          throw await loadFailure(error);
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
      const here = part.loaded();
      if (here !== null) {
        // Loaded already: at once, inside the tap.
        setError(null);
        setValue(() => here);
        then?.();
        return;
      }
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

/** A load failure's words, with the reload a new version of the page needs. */
export function LoadFailureText({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  return (
    <>
      {errorMessage(error)}
      {isPageUpdated(error) && (
        <div className={classes.reload}>
          <GuestButton size="sm" variant="outline" onClick={() => window.location.reload()}>
            {t('common.actions.reload')}
          </GuestButton>
        </div>
      )}
    </>
  );
}

/** How long the foot notice of a lost connection stays when the guest neither closes it nor taps again. */
const footNoticeMs = 10_000;

/**
 * Why a tapped part did not open, at the foot of the screen where the guest is looking (the
 * page does not scroll away from the photo they tapped). It lies over the page, so a lost
 * connection's notice goes when the connection returns, and after 10 s.
 */
export function OnDemandFailure({ error, onClose }: { error: unknown; onClose: () => void }) {
  const { t } = useTranslation();
  useWhenOnlineOrAfter(isPageUpdated(error) ? null : error, footNoticeMs, onClose);
  if (!error) return null;
  return (
    <div className={classes.foot}>
      <GuestAlert
        tone="error"
        role="alert"
        onClose={onClose}
        closeLabel={t('common.actions.close')}
      >
        <LoadFailureText error={error} />
      </GuestAlert>
    </div>
  );
}
