/**
 * The guest link (with Copy, and Send where the phone has a share sheet), the QR code (228×228,
 * with a PNG download) and the link to the guest page: shown by the event page's share panel
 * and by the Share tab of the settings.
 */
import { Anchor, Button, Image, Stack, Text, TextInput } from '@mantine/core';
import { IconDownload, IconExternalLink, IconShare } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguageLoaded } from '../../../app/i18n';
import type { EventDetail } from '../../../shared/api/get-event';
import { canShareLinks, shareLink } from '../../../shared/share-link';
import { CopyTextButton } from '../../../ui/copy-text-button';
import classes from './event-page.module.css';

export function ShareContent({
  event,
  children,
}: {
  event: Pick<EventDetail, 'id' | 'name' | 'guestUrl' | 'language'>;
  /** More links under the guest page's preview. */
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const [copyFailed, setCopyFailed] = useState(false);
  const qrPath = `/api/events/${encodeURIComponent(event.id)}/qr.png`;
  return (
    <div className={classes.shareGrid}>
      <Stack gap="sm" className={classes.shareLink}>
        <div className={classes.linkRow}>
          <TextInput
            readOnly
            value={event.guestUrl}
            label={t('events.page.share.linkLabel')}
            className={classes.linkInput}
            onFocus={(focus) => focus.currentTarget.select()}
          />
          <CopyTextButton
            value={event.guestUrl}
            label={t('events.page.share.copy')}
            copiedLabel={t('events.page.share.copied')}
            onFailedChange={setCopyFailed}
          />
        </div>
        {copyFailed && (
          <Text size="sm" c="red" role="alert">
            {t('errors.linkCopyFailed')}
          </Text>
        )}
        {canShareLinks() && <SendLinkButton event={event} />}
        <Anchor
          href={event.guestUrl}
          target="_blank"
          rel="noopener noreferrer"
          size="sm"
          className={classes.iconLink}
        >
          <IconExternalLink size={18} aria-hidden="true" />
          {t('events.page.share.preview')}
        </Anchor>
        {children}
      </Stack>
      <Stack gap="xs" align="center" className={classes.qr}>
        <QrImage src={qrPath} alt={t('events.page.share.qrAlt', { name: event.name })} />
        <Anchor href={`${qrPath}?download=1`} download size="sm" className={classes.iconLink}>
          <IconDownload size={18} aria-hidden="true" />
          {t('events.page.share.downloadQr')}
        </Anchor>
        <Anchor
          href={`${qrPath}?size=print&download=1`}
          download
          size="sm"
          className={classes.iconLink}
        >
          <IconDownload size={18} aria-hidden="true" />
          {t('events.page.share.downloadQrPrint')}
        </Anchor>
        <Anchor
          href={`/api/events/${encodeURIComponent(event.id)}/qr.svg?download=1`}
          download
          size="sm"
          className={classes.iconLink}
        >
          <IconDownload size={18} aria-hidden="true" />
          {t('events.page.share.downloadQrSvg')}
        </Anchor>
      </Stack>
    </div>
  );
}

/**
 * On a phone: the guest link straight into WhatsApp, Messenger or a text message, through the
 * share sheet. The invitation goes to the guests: in the event's language, whatever the host's
 * screen speaks, once that language's texts are in (until then, the screen's).
 */
function SendLinkButton({ event }: { event: Pick<EventDetail, 'name' | 'guestUrl' | 'language'> }) {
  const { t } = useTranslation();
  const [shareFailed, setShareFailed] = useState(false);
  const inEventLanguage = useLanguageLoaded(event.language) ? { lng: event.language } : {};
  return (
    <>
      <Button
        variant="default"
        leftSection={<IconShare size={18} aria-hidden="true" />}
        onClick={async () => {
          setShareFailed(false);
          const shared = await shareLink({
            title: event.name,
            text: t('printKit.linkPreview', inEventLanguage),
            url: event.guestUrl,
          });
          setShareFailed(shared === 'failed');
        }}
      >
        {t('events.page.share.send')}
      </Button>
      {shareFailed && (
        <Text size="sm" c="red" role="alert">
          {t('errors.shareFailed')}
        </Text>
      )}
    </>
  );
}

/**
 * The server's QR image. One that did not load (the connection dropped) says so, with a retry,
 * instead of a broken image; the downloads below ask the server again anyway.
 */
function QrImage({ src, alt }: { src: string; alt: string }) {
  const { t } = useTranslation();
  // Each retry is a new image element, which the browser fetches anew.
  const [attempt, setAttempt] = useState(0);
  const [failed, setFailed] = useState(false);
  if (failed) {
    return (
      <Stack gap="xs" align="center" justify="center" className={classes.qrImage} w={228} h={228}>
        <Text size="sm" c="red.8" role="alert" ta="center">
          {t('errors.qrFailed')}
        </Text>
        <Button
          variant="default"
          size="xs"
          onClick={() => {
            setFailed(false);
            setAttempt(attempt + 1);
          }}
        >
          {t('common.actions.retry')}
        </Button>
      </Stack>
    );
  }
  return (
    <Image
      key={attempt}
      src={src}
      width={228}
      height={228}
      w={228}
      h={228}
      alt={alt}
      className={classes.qrImage}
      onError={() => setFailed(true)}
    />
  );
}
