/**
 * Where to go after signing in. A signed-out visit to an owner route lands on
 * `/?redirect=<path>`; only same-origin paths are followed, anything else
 * (other hosts, `//host`, `javascript:`) falls back to /events.
 */
export const redirectParam = 'redirect';

/** The owners' home screen. */
export const ownerHome = '/events';

const probeOrigin = 'http://momenty.invalid';

/** `value` when it is a same-origin path other than `/`, else `null`. */
export function safeRedirectPath(value: string | null | undefined): string | null {
  if (!value?.startsWith('/')) return null;
  let url: URL;
  try {
    url = new URL(value, probeOrigin);
  } catch {
    return null;
  }
  if (url.origin !== probeOrigin || url.pathname === '/') return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Where a signed-in owner goes from the sign-in screen: the `redirect` target or /events. */
export function afterSignInPath(search: string | URLSearchParams): string {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  return safeRedirectPath(params.get(redirectParam)) ?? ownerHome;
}

/** The sign-in screen that brings the visitor back to `location` afterwards. */
export function signInPath(location: { pathname: string; search?: string; hash?: string }): string {
  const target = safeRedirectPath(
    `${location.pathname}${location.search ?? ''}${location.hash ?? ''}`,
  );
  return target ? `/?${redirectParam}=${encodeURIComponent(target)}` : '/';
}
