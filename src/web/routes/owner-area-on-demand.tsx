/**
 * The owner area for the screens that are not the owner's own but show inside it for a signed-in
 * owner (the information pages, "page not found"): its code loads on demand with the owner's
 * screens (load-owner-screens.ts), so a signed-out visitor of those pages never loads it. Until
 * it is in, the loading screen; a failed load is the route's error screen (reload).
 */
import { lazy, type ReactNode, Suspense } from 'react';
import { AppLoading } from '../app/app-loading';
import { loadOwnerScreens } from './load-owner-screens';

const OwnerArea = lazy(() =>
  loadOwnerScreens().then((screens) => ({ default: screens.OwnerArea })),
);

export function OwnerAreaOnDemand({ children }: { children?: ReactNode }) {
  return (
    <Suspense fallback={<AppLoading />}>
      <OwnerArea>{children}</OwnerArea>
    </Suspense>
  );
}
