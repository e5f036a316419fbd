/**
 * Reveal mode in the Features tab (standard and premium): off, at a set time (a day and an
 * hour in the event's time zone), or when the hosts press "Reveal now"; the shots each guest has
 * (none, 10, 24, 36); and whether the slideshow shows a photo's challenge. Saved with the rest.
 */
import { Group, Paper, Radio, Select, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  planHasPlay,
  type RevealMode,
  revealModes,
  revealShotOptions,
} from '../../../../shared/domain/reveal';
import { localDate, localTime, zonedTimeToUtc } from '../../../../shared/domain/time';
import type { EventDetail } from '../../../shared/api/get-event';
import { PlayPlanHint } from '../event-page/play-plan-hint';
import type { DraftEditor } from './draft-editor';
import classes from './settings.module.css';

export function RevealSection({ event, editor }: { event: EventDetail; editor: DraftEditor }) {
  const { t } = useTranslation();
  const { draft, errors, updateSettings } = editor;
  const settings = draft.settings;
  const inPlan = planHasPlay(event.plan);
  const prefix = 'play.owner';
  const at = settings.revealAt ? new Date(settings.revealAt) : null;
  // The day and hour typed so far (a time is stored only once both are there).
  const [typed, setTyped] = useState({
    day: event.eventDate ?? localDate(new Date(), event.timeZone),
    hour: '',
  });
  const day = at ? localDate(at, event.timeZone) : typed.day;
  const hour = at ? localTime(at, event.timeZone).slice(0, 5) : typed.hour;

  function setAt(nextDay: string, nextHour: string) {
    setTyped({ day: nextDay, hour: nextHour });
    if (!/^\d{4}-\d{2}-\d{2}$/.test(nextDay) || !/^\d{2}:\d{2}$/.test(nextHour)) {
      updateSettings({ revealAt: null });
      return;
    }
    updateSettings({
      revealAt: zonedTimeToUtc(nextDay, `${nextHour}:00`, event.timeZone).toISOString(),
    });
  }

  return (
    <Paper className={classes.box} component="section" aria-labelledby="reveal-title">
      <Stack gap="sm">
        <Group gap={8} wrap="nowrap">
          <IconEye size={20} aria-hidden="true" />
          <Title order={3} id="reveal-title" className={classes.boxTitle}>
            {t(`${prefix}.section`)}
          </Title>
        </Group>
        <Text size="sm" c="dimmed">
          {t(`${prefix}.sectionHint`)}
        </Text>
        {!inPlan && <PlayPlanHint eventId={event.id} className={classes.planHint} />}
        <Radio.Group
          value={inPlan ? settings.revealMode : 'off'}
          onChange={(value) => updateSettings({ revealMode: value as RevealMode })}
          aria-labelledby="reveal-title"
        >
          <Stack gap={8}>
            {revealModes.map((mode) => (
              <Radio
                key={mode}
                value={mode}
                label={t(`${prefix}.mode.${mode}`)}
                disabled={!inPlan}
              />
            ))}
          </Stack>
        </Radio.Group>
        {inPlan && settings.revealMode === 'time' && (
          <Group gap="sm" align="flex-start">
            <TextInput
              type="date"
              label={t(`${prefix}.at`)}
              value={day}
              onChange={(change) => setAt(change.currentTarget.value, hour)}
              className={classes.shortInput}
            />
            <TextInput
              type="time"
              label={t(`${prefix}.atTime`, { zone: event.timeZone })}
              value={hour}
              onChange={(change) => setAt(day, change.currentTarget.value)}
              error={errors.revealAt ? t(errors.revealAt) : undefined}
              className={classes.shortInput}
            />
          </Group>
        )}
        {inPlan && settings.revealMode !== 'off' && (
          <Select
            label={t(`${prefix}.shots`)}
            value={String(settings.revealShots ?? '')}
            data={[
              { value: '', label: t(`${prefix}.shotsNone`) },
              ...revealShotOptions.map((count) => ({
                value: String(count),
                label: t(`${prefix}.shotsOption`, { count }),
              })),
            ]}
            allowDeselect={false}
            onChange={(value) =>
              updateSettings({
                revealShots: value ? (Number(value) as (typeof revealShotOptions)[number]) : null,
              })
            }
            className={classes.shortInput}
          />
        )}
        <Switch
          label={t(`${prefix}.slideshowTitles`)}
          checked={settings.slideshowPromptTitles}
          disabled={!inPlan}
          onChange={(change) =>
            updateSettings({ slideshowPromptTitles: change.currentTarget.checked })
          }
        />
      </Stack>
    </Paper>
  );
}
