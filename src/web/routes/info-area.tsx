/**
 * Layout route of the information pages (/faq, /contact, /terms, /privacy), which need no
 * account: inside the owner area with its sidebar for a signed-in owner, in the public layout
 * for everyone else (also when the sign-in service cannot be reached).
 */
import { Outlet } from 'react-router';
import { AppLoading } from '../app/app-loading';
import { useAuth } from '../app/auth/session';
import { PublicLayout } from '../app/public-layout';
import classes from './info-area.module.css';
import { OwnerAreaOnDemand } from './owner-area-on-demand';

export function InfoArea() {
  const { status } = useAuth();
  if (status === 'configuring') return <AppLoading />;
  if (status === 'authenticated') {
    return (
      <OwnerAreaOnDemand>
        <div className={classes.inOwnerArea}>
          <Outlet />
        </div>
      </OwnerAreaOnDemand>
    );
  }
  return <PublicLayout />;
}
