/**
 * The signed-in owner's area: the guard, the owner layout with the sidebar fed
 * from the real session (events, password sign-in, sign-out) and the account
 * dialogs the sidebar opens.
 */
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useMemo, useState } from 'react';
import { RequireAuth } from '../app/auth/auth-gate';
import { useAuth } from '../app/auth/session';
import { useSignOut } from '../app/auth/sign-out';
import { OwnerLayout } from '../app/owner-layout';
import type { SidebarEvent } from '../app/sidebar';
import { useSignsInWithPassword } from '../features/account/api/account-api';
import { TwoFactorModal } from '../features/account/two-factor-modal';
import { UpdatePasswordModal } from '../features/account/update-password-modal';
import { eventsQuery } from '../features/events/api/get-events';
import { isExpired } from '../features/events/event-phase';

function SignedInArea({ children }: { children?: ReactNode }) {
  const { user, refresh } = useAuth();
  const { data: events } = useQuery(eventsQuery);
  const signsInWithPassword = useSignsInWithPassword();
  const signOut = useSignOut();
  const [dialog, setDialog] = useState<'password' | 'twoFactor' | null>(null);

  const sidebarEvents = useMemo<SidebarEvent[]>(() => {
    const now = new Date();
    return (events ?? []).map((event) => ({
      id: event.id,
      name: event.name,
      plan: event.plan,
      paid: event.paid,
      role: event.role,
      expired: isExpired(event, now),
    }));
  }, [events]);

  return (
    <>
      <OwnerLayout
        events={sidebarEvents}
        signsInWithPassword={signsInWithPassword}
        onUpdatePassword={() => setDialog('password')}
        onTwoStepVerification={() => setDialog('twoFactor')}
        onSignOut={signOut}
      >
        {children}
      </OwnerLayout>
      <UpdatePasswordModal opened={dialog === 'password'} onClose={() => setDialog(null)} />
      <TwoFactorModal
        opened={dialog === 'twoFactor'}
        onClose={() => setDialog(null)}
        enabled={Boolean(user?.twoFactorEnabled)}
        onChanged={refresh}
      />
    </>
  );
}

/** Layout route of the owner routes; `children` replaces the matched child route. */
export function OwnerArea({ children }: { children?: ReactNode }) {
  return (
    <RequireAuth>
      <SignedInArea>{children}</SignedInArea>
    </RequireAuth>
  );
}
