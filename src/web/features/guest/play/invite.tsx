/**
 * "Show the QR code" on the guest page: opens this page's QR code for the person next to the
 * guest (the dialog and its QR encoder load when first opened).
 */
import { IconQrcode } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { PublicEvent } from '../../../../shared/api/public';
import { onDemand } from '../ui/on-demand';
import { DialogButton } from './dialog-button';

const inviteDialog = onDemand(() => {
  // The QR encoder, which the dialog draws with, is asked for beside the dialog rather than
  // after it: one wait on a slow connection instead of two. Its failure is the dialog's to tell.
  import('qrcode').catch(() => {});
  return import('./invite-dialog').then((module) => module.default);
});

export function Invite({ event }: { event: PublicEvent }) {
  const { t } = useTranslation();
  return (
    <DialogButton
      part={inviteDialog}
      icon={<IconQrcode size="1.2em" aria-hidden="true" />}
      label={t('play.invite.open')}
      testId="invite"
    >
      {(Dialog, close) => <Dialog event={event} onClose={close} />}
    </DialogButton>
  );
}
