/**
 * The owner's screens (owner-screens.ts), loaded once, on demand: by the router when one is
 * opened, by the entry script at once when the server saw a session, and by the sign-in card
 * while it signs in. A failed load is not kept: the next call tries again.
 */
type OwnerScreens = typeof import('./owner-screens');

let loading: Promise<OwnerScreens> | null = null;

export function loadOwnerScreens(): Promise<OwnerScreens> {
  loading ??= import('./owner-screens').catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}
