/** The Details tab: name, description, type, approximate guest count, language; dates read-only. */
import {
  Anchor,
  Input,
  NumberInput,
  Paper,
  Radio,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { Trans, useTranslation } from 'react-i18next';
import {
  maxEventDescriptionLength,
  maxGuestCount,
  minGuestCount,
} from '../../../../shared/api/events';
import { eventTypes, maxEventNameLength } from '../../../../shared/domain/event-validation';
import { formatDayInZone, formatLongDate } from '../../../../shared/i18n/format';
import { type Language, languages } from '../../../../shared/i18n/index';
import { currentLanguage } from '../../../app/i18n';
import { useSiteConfig } from '../../../app/site-config';
import type { EventDetail } from '../../../shared/api/get-event';
import type { DraftEditor } from './draft-editor';
import classes from './settings.module.css';

export function DetailsTab({ event, editor }: { event: EventDetail; editor: DraftEditor }) {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const { draft, errors, update } = editor;
  const supportEmail = useSiteConfig().data?.supportEmail;
  const error = (key: string | undefined) => (key ? t(key) : undefined);
  // Both windows end at 23:59:59.999 of their last day in the event's zone.
  const { uploadEnd, downloadEnd } = event.periods;

  return (
    <Stack gap="lg" className={classes.narrow}>
      <Text size="sm" c="dimmed">
        {t('eventSettings.details.lead')}
      </Text>
      <TextInput
        label={t('events.create.details.name')}
        description={t('events.create.details.nameHint', { max: maxEventNameLength })}
        value={draft.name}
        onChange={(change) => update('name', change.currentTarget.value)}
        error={error(errors.name)}
        required
      />
      <Textarea
        label={t('events.create.details.description')}
        placeholder={t('events.create.details.descriptionPlaceholder')}
        value={draft.description}
        onChange={(change) => update('description', change.currentTarget.value)}
        error={error(errors.description)}
        autosize
        minRows={3}
        maxRows={8}
        maxLength={maxEventDescriptionLength}
      />
      <Radio.Group
        value={draft.type}
        onChange={(value) => update('type', value as typeof draft.type)}
        label={t('events.create.details.type')}
      >
        <div className={classes.typeGrid}>
          {eventTypes.map((type) => (
            <Radio.Card key={type} value={type} className={classes.typeCard}>
              <span className={classes.typeCardInner}>
                <Radio.Indicator size="xs" mt={3} />
                <Text size="sm" className={classes.wrap}>
                  {t(`events.create.types.${type}`)}
                </Text>
              </span>
            </Radio.Card>
          ))}
        </div>
      </Radio.Group>
      <NumberInput
        label={t('events.create.details.guestCount')}
        description={t('events.create.details.guestCountHint')}
        value={draft.guestCount}
        onChange={(value) => update('guestCount', value)}
        error={error(errors.guestCount)}
        min={minGuestCount}
        max={maxGuestCount}
        allowDecimal={false}
        allowNegative={false}
        inputMode="numeric"
        className={classes.shortInput}
      />
      <Stack gap={4}>
        <Input.Label component="span" id="settings-language-label">
          {t('events.create.details.language')}
        </Input.Label>
        <Input.Description>{t('eventSettings.details.languageHint')}</Input.Description>
        <SegmentedControl
          aria-labelledby="settings-language-label"
          value={draft.language}
          onChange={(value) => update('language', value as Language)}
          data={languages.map((each) => ({ value: each, label: t(`common.language.${each}`) }))}
          className={classes.segmented}
        />
      </Stack>

      <Paper className={classes.box} component="section" aria-labelledby="settings-dates-title">
        <Stack gap="sm">
          <Title order={3} id="settings-dates-title" className={classes.boxTitle}>
            {t('eventSettings.details.dates.title')}
          </Title>
          <SimpleGrid
            cols={{ base: 1, xs: 2 }}
            spacing="sm"
            component="dl"
            className={classes.dates}
          >
            <div>
              <dt>{t('eventSettings.details.dates.eventDate')}</dt>
              <dd>
                {event.eventDate
                  ? formatLongDate(event.eventDate, language)
                  : t('eventSettings.details.dates.noDate')}
              </dd>
            </div>
            <div>
              <dt>{t('eventSettings.details.dates.activationDate')}</dt>
              <dd>{formatLongDate(event.activationDate, language)}</dd>
            </div>
            <div>
              <dt>{t('eventSettings.details.dates.uploadEnd')}</dt>
              <dd>{formatDayInZone(uploadEnd, event.timeZone, language)}</dd>
            </div>
            <div>
              <dt>{t('eventSettings.details.dates.downloadEnd')}</dt>
              <dd>{formatDayInZone(downloadEnd, event.timeZone, language)}</dd>
            </div>
          </SimpleGrid>
          <Text size="sm" c="dimmed" className={classes.wrap}>
            {supportEmail ? (
              <Trans
                i18nKey="eventSettings.details.dates.contact"
                values={{ email: supportEmail }}
                components={{
                  mail: <Anchor href={`mailto:${supportEmail}`} size="sm" />,
                }}
              />
            ) : (
              t('eventSettings.details.dates.contactNoEmail')
            )}
          </Text>
        </Stack>
      </Paper>
    </Stack>
  );
}
