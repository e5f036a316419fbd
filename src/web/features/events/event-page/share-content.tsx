/**
 * The guest link (with Copy), the QR code (228×228, with a PNG download) and
 * the link to the guest page: shown by the event page's share panel and by
 * the Share tab of the settings.
 */
import { Anchor, Image, Stack, Text, TextInput } from '@mantine/core';
import { IconDownload, IconExternalLink } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EventDetail } from '../../../shared/api/get-event';
import { CopyTextButton } from '../../../ui/copy-text-button';
import classes from './event-page.module.css';

export function ShareContent({
  event,
  children,
}: {
  event: Pick<EventDetail, 'id' | 'name' | 'guestUrl'>;
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
        <Image
          src={qrPath}
          width={228}
          height={228}
          w={228}
          h={228}
          alt={t('events.page.share.qrAlt', { name: event.name })}
          className={classes.qrImage}
        />
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
