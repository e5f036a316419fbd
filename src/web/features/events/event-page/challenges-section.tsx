/**
 * The event's photo challenges for the hosts: write up to 15, reorder, remove, or add ready-made
 * ones for the event's type; saved together. On plans without them, says which plans have them.
 */
import {
  ActionIcon,
  Alert,
  Button,
  Chip,
  Group,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArrowDown, IconArrowUp, IconPlus, IconTrash } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  maxPromptLength,
  maxPrompts,
  promptPresets,
  validatePromptTitle,
} from '../../../../shared/domain/prompts';
import { planHasPlay } from '../../../../shared/domain/reveal';
import { useErrorMessage } from '../../../app/api';
import { currentLanguage } from '../../../app/i18n';
import type { EventDetail } from '../../../shared/api/get-event';
import { usePrompts, useSavePrompts } from '../../../shared/api/prompts';
import classes from './event-page.module.css';
import { PlayPlanHint } from './play-plan-hint';

type Row = { key: string; id?: string; title: string };

let nextKey = 0;
function rowOf(prompt: { id?: string; title: string }): Row {
  nextKey += 1;
  return { key: prompt.id ?? `new-${nextKey}`, ...prompt };
}

export function ChallengesSection({ event }: { event: EventDetail }) {
  const { t, i18n } = useTranslation();
  const errorMessage = useErrorMessage();
  const inPlan = planHasPlay(event.plan);
  const prompts = usePrompts(event.id, inPlan);
  const save = useSavePrompts(event.id);
  const [rows, setRows] = useState<Row[] | null>(null);
  const [tried, setTried] = useState(false);
  const prefix = 'play.owner';

  useEffect(() => {
    if (prompts.data && rows === null) setRows(prompts.data.map(rowOf));
  }, [prompts.data, rows]);

  const list = rows ?? [];
  const stored = JSON.stringify((prompts.data ?? []).map((p) => [p.id, p.title]));
  const changed = JSON.stringify(list.map((row) => [row.id, row.title.trim()])) !== stored;
  const problems = list.map((row) => validatePromptTitle(row.title));
  const presets = promptPresets(event.type, currentLanguage(i18n)).filter(
    (title) => !list.some((row) => row.title.trim() === title),
  );
  const full = list.length >= maxPrompts;

  function update(index: number, change: Partial<Row> | null) {
    setRows((current) => {
      const next = [...(current ?? [])];
      if (change === null) next.splice(index, 1);
      else next[index] = { ...(next[index] as Row), ...change };
      return next;
    });
  }

  function move(index: number, by: -1 | 1) {
    setRows((current) => {
      const next = [...(current ?? [])];
      const [row] = next.splice(index, 1);
      if (row) next.splice(index + by, 0, row);
      return next;
    });
  }

  async function submit() {
    setTried(true);
    if (problems.some((problem) => problem !== null)) return;
    try {
      const saved = await save.mutateAsync(
        list.map((row) => ({ ...(row.id ? { id: row.id } : {}), title: row.title.trim() })),
      );
      setRows(saved.map(rowOf));
      setTried(false);
      notifications.show({ message: t(`${prefix}.saved`), color: 'green' });
    } catch {
      // shown below
    }
  }

  return (
    <Paper className={classes.panel} component="section" aria-labelledby="challenges-title">
      <Stack gap="md">
        <div>
          <Title order={2} id="challenges-title" className={classes.sectionTitle}>
            {t(`${prefix}.challenges`)}
          </Title>
          <Text size="sm" c="dimmed">
            {t(`${prefix}.challengesHint`, { max: maxPrompts })}
          </Text>
        </div>
        {!inPlan ? (
          <PlayPlanHint eventId={event.id} />
        ) : (
          <>
            <Stack gap="xs" data-testid="challenge-rows">
              {list.map((row, index) => (
                <Group key={row.key} gap={6} wrap="nowrap" align="flex-start">
                  <TextInput
                    className={classes.grow}
                    aria-label={`${t(`${prefix}.challenges`)} ${index + 1}`}
                    value={row.title}
                    maxLength={maxPromptLength}
                    placeholder={t(`${prefix}.placeholder`)}
                    error={tried && problems[index] ? t(problems[index] as string) : undefined}
                    onChange={(change) => update(index, { title: change.currentTarget.value })}
                  />
                  <ActionIcon
                    variant="subtle"
                    size="lg"
                    aria-label={t(`${prefix}.moveUp`)}
                    disabled={index === 0}
                    onClick={() => move(index, -1)}
                  >
                    <IconArrowUp size={18} />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    size="lg"
                    aria-label={t(`${prefix}.moveDown`)}
                    disabled={index === list.length - 1}
                    onClick={() => move(index, 1)}
                  >
                    <IconArrowDown size={18} />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    size="lg"
                    aria-label={t(`${prefix}.remove`)}
                    onClick={() => update(index, null)}
                  >
                    <IconTrash size={18} />
                  </ActionIcon>
                </Group>
              ))}
            </Stack>
            <Group gap="sm">
              <Button
                variant="default"
                leftSection={<IconPlus size={16} aria-hidden="true" />}
                disabled={full}
                onClick={() => setRows([...list, rowOf({ title: '' })])}
              >
                {t(`${prefix}.add`)}
              </Button>
              <Button onClick={submit} loading={save.isPending} disabled={!changed}>
                {t(`${prefix}.save`)}
              </Button>
            </Group>
            {save.isError && (
              <Alert color="red" role="alert">
                {errorMessage(save.error)}
              </Alert>
            )}
            {presets.length > 0 && !full && (
              <Stack gap={6}>
                <Text size="sm" fw={600}>
                  {t(`${prefix}.presets`)}
                </Text>
                <Group gap={6}>
                  {presets.map((title) => (
                    <Chip
                      key={title}
                      checked={false}
                      size="sm"
                      aria-label={t(`${prefix}.addPreset`, { title })}
                      onChange={() => setRows([...list, rowOf({ title })])}
                    >
                      {title}
                    </Chip>
                  ))}
                </Group>
              </Stack>
            )}
          </>
        )}
      </Stack>
    </Paper>
  );
}
