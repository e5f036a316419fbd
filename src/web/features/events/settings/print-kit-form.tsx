/**
 * The print kit in the Share tab: pick a format and a design, change the headline and subline
 * (left blank: the kit's own, in the event's language), optionally one photo challenge per
 * table card, and download the PDF (the QR code alone, as SVG and 2000 px PNG, is just above).
 */
import { Button, Group, Paper, Select, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { IconDownload, IconPrinter } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { printKitPath } from '../../../../shared/api/print-kit';
import {
  maxPrintHeadlineLength,
  maxPrintSublineLength,
  type PrintDesign,
  type PrintFormat,
  printDesigns,
  printFormats,
} from '../../../../shared/domain/print-kit';
import { planHasPlay } from '../../../../shared/domain/reveal';
import { useLanguageLoaded } from '../../../app/i18n';
import type { EventDetail } from '../../../shared/api/get-event';
import { usePrompts } from '../../../shared/api/prompts';
import classes from './settings.module.css';

export function PrintKitForm({
  event,
  titleOrder = 3,
}: {
  event: EventDetail;
  /** 3 inside a settings tab (under the tab's heading); 2 alone under the page's name. */
  titleOrder?: 2 | 3;
}) {
  const { t } = useTranslation();
  const [format, setFormat] = useState<PrintFormat>('tableCard');
  const [design, setDesign] = useState<PrintDesign>('classic');
  const [headline, setHeadline] = useState('');
  const [subline, setSubline] = useState('');
  const [challenges, setChallenges] = useState(false);
  const prompts = usePrompts(event.id, planHasPlay(event.plan));
  const withChallenges = format === 'tableCard' && (prompts.data?.length ?? 0) > 0;
  const inEventLanguage = { lng: event.language };
  // The kit's own headline and subline, as placeholders, once the event's language is in.
  const eventLanguageLoaded = useLanguageLoaded(event.language);
  const href = printKitPath(event.id, {
    format,
    design,
    headline,
    subline,
    ...(withChallenges && challenges ? { challenges: '1' as const } : {}),
  });

  return (
    <Paper className={classes.box} component="section" aria-labelledby="print-kit-title">
      <Stack gap="sm">
        <Group gap={8} wrap="nowrap">
          <IconPrinter size={20} aria-hidden="true" />
          <Title order={titleOrder} id="print-kit-title" className={classes.boxTitle}>
            {t('printKit.title')}
          </Title>
        </Group>
        <Text size="sm" c="dimmed">
          {t('printKit.lead')}
        </Text>
        <Select
          label={t('printKit.format')}
          data={printFormats.map((value) => ({ value, label: t(`printKit.formats.${value}`) }))}
          value={format}
          allowDeselect={false}
          onChange={(value) => value && setFormat(value as PrintFormat)}
        />
        <Select
          label={t('printKit.design')}
          data={printDesigns.map((value) => ({ value, label: t(`printKit.designs.${value}`) }))}
          value={design}
          allowDeselect={false}
          onChange={(value) => value && setDesign(value as PrintDesign)}
        />
        <TextInput
          label={t('printKit.headline')}
          placeholder={eventLanguageLoaded ? t('printKit.defaultHeadline', inEventLanguage) : ''}
          value={headline}
          maxLength={maxPrintHeadlineLength}
          onChange={(change) => setHeadline(change.currentTarget.value)}
        />
        <TextInput
          label={t('printKit.subline')}
          placeholder={eventLanguageLoaded ? t('printKit.defaultSubline', inEventLanguage) : ''}
          value={subline}
          maxLength={maxPrintSublineLength}
          onChange={(change) => setSubline(change.currentTarget.value)}
        />
        {withChallenges && (
          <Switch
            label={t('printKit.challenges')}
            checked={challenges}
            onChange={(change) => setChallenges(change.currentTarget.checked)}
          />
        )}
        <Group gap="sm">
          <Button
            component="a"
            href={href}
            download
            leftSection={<IconDownload size={18} aria-hidden="true" />}
            data-testid="print-kit-download"
          >
            {t('printKit.download')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
