/**
 * The part of react-router the guest pages use (links and the query string),
 * for the guest entry only: guest pages are separate documents, so a link is a
 * plain link and the address is read from `location`. The guest build maps
 * `react-router` here (vite.guest.config.ts); the owner app keeps the real one.
 */
import { type AnchorHTMLAttributes, forwardRef, useCallback, useSyncExternalStore } from 'react';

const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};
if (typeof window !== 'undefined') window.addEventListener('popstate', notify);

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const currentSearch = () => window.location.search;

type SearchInit = URLSearchParams | string | Record<string, string>;
type SetSearch = (
  next: SearchInit | ((previous: URLSearchParams) => SearchInit),
  options?: { replace?: boolean; preventScrollReset?: boolean },
) => void;

export function useSearchParams(): [URLSearchParams, SetSearch] {
  const search = useSyncExternalStore(subscribe, currentSearch, () => '');
  const set = useCallback<SetSearch>((next, options) => {
    const previous = new URLSearchParams(window.location.search);
    const value = typeof next === 'function' ? next(previous) : next;
    const query = new URLSearchParams(value as Record<string, string>).toString();
    const url = `${window.location.pathname}${query ? `?${query}` : ''}${window.location.hash}`;
    if (options?.replace) window.history.replaceState(window.history.state, '', url);
    else window.history.pushState(window.history.state, '', url);
    notify();
  }, []);
  return [new URLSearchParams(search), set];
}

export function useParams(): Record<string, string | undefined> {
  return {};
}

export const Link = forwardRef<
  HTMLAnchorElement,
  AnchorHTMLAttributes<HTMLAnchorElement> & { to: string }
>(function Link({ to, ...rest }, ref) {
  return <a ref={ref} href={to} {...rest} />;
});
