/**
 * "Show the QR code" on the guest page: this page's own link as a QR code that a guest shows
 * the person next to them, and the link to send or copy. A page behind a password says the
 * password has to be passed on too (the link never carries it). Loads when first opened, so
 * the QR encoder stays out of the page's first download.
 */
import { IconCopy, IconShare } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PublicEvent } from '../../../../shared/api/public';
import { useSiteConfig } from '../../../app/site-config';
import { guestLink } from '../../../shared/guest-link';
import { canShareLinks, shareLink } from '../../../shared/share-link';
import { useQrCode } from '../../../shared/use-qr-code';
import { GuestModal } from '../dialogs/guest-modal';
import { GuestAlert, GuestButton, GuestLoader, Row, Stack } from '../ui/ui';
import classes from './play.module.css';

/** What the last tap on "send" or "copy" came to, in words. */
const outcomeText = {
  copied: 'play.invite.copied',
  copyFailed: 'play.invite.copyFailed',
  shareFailed: 'errors.shareFailed',
} as const;

export default function InviteDialog({
  event,
  onClose,
}: {
  event: Pick<PublicEvent, 'id' | 'name' | 'passwordProtected'>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  // The guest page's address on the site (the hosts' codes and the print kit carry the same), with
  // no language or other query: the phone that opens it picks its own.
  const link = guestLink(event.id, useSiteConfig().data?.baseUrl);
  const qr = useQrCode(link, 480);
  // Told under the buttons.
  const [outcome, setOutcome] = useState<keyof typeof outcomeText | null>(null);
  const canShare = canShareLinks();

  async function share() {
    setOutcome(null);
    const shared = await shareLink({
      title: event.name,
      text: t('play.invite.shareText', { name: event.name }),
      url: link,
    });
    if (shared === 'failed') setOutcome('shareFailed');
  }

  async function copy() {
    try {
      await navigator.clipboard.writeText(link);
      setOutcome('copied');
    } catch {
      // No clipboard (a page over plain HTTP, a refused permission): the link stays selectable.
      setOutcome('copyFailed');
    }
  }

  return (
    <GuestModal opened onClose={onClose} title={t('play.invite.title')}>
      <Stack gap={16}>
        {qr.state !== 'failed' && <p>{t('play.invite.text')}</p>}
        {qr.state === 'ready' ? (
          <img
            className={classes.inviteQr}
            src={qr.src}
            alt={t('play.invite.qrAlt')}
            width={240}
            height={240}
            data-testid="invite-qr"
          />
        ) : qr.state === 'pending' ? (
          <GuestLoader />
        ) : (
          // The encoder did not arrive (the connection dropped): the link below still works.
          <GuestAlert tone="info" role="alert">
            <Stack gap={8}>
              {t('play.invite.qrFailed')}
              <GuestButton variant="outline" onClick={qr.retry}>
                {t('play.invite.qrRetry')}
              </GuestButton>
            </Stack>
          </GuestAlert>
        )}
        <p className={classes.inviteLink} data-testid="invite-link">
          {link}
        </p>
        {event.passwordProtected && (
          <GuestAlert tone="info">{t('play.invite.password')}</GuestAlert>
        )}
        <Row gap={8} justify="center">
          {canShare && (
            <GuestButton
              onClick={share}
              leftSection={<IconShare size="1.2em" aria-hidden="true" />}
            >
              {t('play.invite.share')}
            </GuestButton>
          )}
          <GuestButton
            variant={canShare ? 'outline' : 'filled'}
            onClick={copy}
            leftSection={<IconCopy size="1.2em" aria-hidden="true" />}
          >
            {t('play.invite.copy')}
          </GuestButton>
        </Row>
        <div role="status" className={classes.small}>
          {outcome && t(outcomeText[outcome])}
        </div>
      </Stack>
    </GuestModal>
  );
}
