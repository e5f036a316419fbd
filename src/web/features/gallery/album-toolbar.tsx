/** Above the owner's grid: filters by kind with counts, the sort, the live state, "Select". */
import { Button, Chip, Group, Select, ThemeIcon, Tooltip } from '@mantine/core';
import { IconChecks, IconWifiOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { MediaCounts, MediaSort } from '../../../shared/api/gallery';
import { currentLanguage } from '../../app/i18n';
import { formatNumber } from '../../shared/format';
import classes from './album-page.module.css';
import { kinds } from './album-url';
import type { MediaKind } from './api/owner-media';

export function AlbumToolbar({
  kind,
  sort,
  counts,
  offline,
  selectMode,
  onKind,
  onSort,
  onSelectMode,
  prompts,
  prompt,
  onPrompt,
}: {
  kind: MediaKind | null;
  sort: MediaSort;
  counts: MediaCounts;
  /** The live updates are not connected: the grid may be behind. */
  offline: boolean;
  selectMode: boolean;
  onKind: (kind: string | null) => void;
  onSort: (sort: MediaSort) => void;
  onSelectMode: (on: boolean) => void;
  /** The event's photo challenges: a filter when there are any. */
  prompts: readonly { id: string; title: string }[];
  prompt: string | null;
  onPrompt: (promptId: string | null) => void;
}) {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  return (
    <Group justify="space-between" gap="sm" className={classes.toolbar}>
      <Chip.Group
        value={kind ?? 'all'}
        onChange={(value) => onKind(value === 'all' ? null : String(value))}
      >
        <Group gap={6} className={classes.chips} role="group" aria-label={t('album.filters.label')}>
          <Chip value="all" size="sm">
            {t('album.filters.all')} ({formatNumber(counts.all, language)})
          </Chip>
          {kinds.map((kind) => (
            <Chip key={kind} value={kind} size="sm">
              {t(`album.filters.${kind}`)} ({formatNumber(counts[kind], language)})
            </Chip>
          ))}
        </Group>
      </Chip.Group>
      <Group gap="xs">
        {offline && (
          <Tooltip label={t('album.live.offline')}>
            <ThemeIcon
              variant="light"
              color="gray"
              role="status"
              aria-label={t('album.live.offline')}
            >
              <IconWifiOff size={16} aria-hidden="true" />
            </ThemeIcon>
          </Tooltip>
        )}
        {prompts.length > 0 && (
          <Select
            size="sm"
            w={260}
            aria-label={t('play.owner.filter')}
            data-testid="prompt-filter"
            data={[
              { value: '', label: t('play.owner.filterAll') },
              ...prompts.map((item) => ({ value: item.id, label: item.title })),
            ]}
            value={prompt ?? ''}
            allowDeselect={false}
            onChange={(value) => onPrompt(value || null)}
          />
        )}
        <Select
          size="sm"
          w={230}
          aria-label={t('album.sort.label')}
          data={[
            { value: 'uploaded', label: t('album.sort.uploaded') },
            { value: 'taken', label: t('album.sort.taken') },
          ]}
          value={sort}
          allowDeselect={false}
          onChange={(value) => onSort(value === 'taken' ? 'taken' : 'uploaded')}
        />
        <Button
          variant={selectMode ? 'filled' : 'default'}
          size="sm"
          leftSection={<IconChecks size={16} aria-hidden="true" />}
          aria-pressed={selectMode}
          onClick={() => onSelectMode(!selectMode)}
        >
          {selectMode ? t('album.selection.cancel') : t('album.selection.start')}
        </Button>
      </Group>
    </Group>
  );
}
