/**
 * A button that downloads a ZIP: it asks the server for the plan first; one part starts at
 * once, several parts open a list to download them one by one (each is a complete archive).
 */
import { Button, type ButtonProps, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DownloadPlan } from '../../shared/api/gallery';
import { useErrorMessage } from '../app/api';
import {
  type DownloadAudience,
  type DownloadScope,
  getDownloadPlan,
  startOrList,
} from './api/downloads';
import { partsListTexts } from './download-parts';

export type DownloadButtonProps = {
  eventId: string;
  audience: DownloadAudience;
  scope?: DownloadScope;
  label: string;
  leftSection?: React.ReactNode;
} & Omit<ButtonProps, 'onClick' | 'loading' | 'children'>;

export function DownloadButton({
  eventId,
  audience,
  scope,
  label,
  ...buttonProps
}: DownloadButtonProps) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const [loading, setLoading] = useState(false);
  const [plan, setPlan] = useState<DownloadPlan | null>(null);

  async function onClick() {
    setLoading(true);
    try {
      setPlan(startOrList(await getDownloadPlan(eventId, audience, scope)));
    } catch (error) {
      notifications.show({ color: 'red', message: errorMessage(error) });
    } finally {
      setLoading(false);
    }
  }

  return (
    <>
      <Button {...buttonProps} loading={loading} onClick={onClick}>
        {label}
      </Button>
      <Modal
        opened={plan !== null}
        onClose={() => setPlan(null)}
        title={t('downloads.parts.title')}
        centered
      >
        {plan && <PartsList plan={plan} />}
      </Modal>
    </>
  );
}

function PartsList({ plan }: { plan: DownloadPlan }) {
  const { t, i18n } = useTranslation();
  const { intro, lines } = partsListTexts(plan, t, i18n.language);
  return (
    <Stack gap="sm">
      <Text size="sm">{intro}</Text>
      {lines.map(({ part, text, linkLabel }) => (
        <Group key={part.part} justify="space-between" wrap="nowrap">
          <Text size="sm" style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
            {text}
          </Text>
          <Button
            component="a"
            href={part.url}
            download={part.fileName}
            variant="light"
            size="xs"
            aria-label={linkLabel}
          >
            {t('downloads.parts.download')}
          </Button>
        </Group>
      ))}
    </Stack>
  );
}
