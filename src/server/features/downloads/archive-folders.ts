/**
 * The top folders of an archive: one per album (the default), or one per photo challenge with
 * the photos that answer none in a folder of their own (`?groupBy=prompt`).
 */
import { safeComponent } from './archive-names';

export const archiveGroupings = ['album', 'prompt'] as const;
export type ArchiveGrouping = (typeof archiveGroupings)[number];

type Named = { id: string; name: string };
type Grouped = { albumId: string; promptId: string | null };

/**
 * Claims each top folder that holds something (in the albums' or challenges' order) and gives
 * the folder of a row. `claim(name)` reserves a unique name at the archive's root.
 */
export function topFolders(
  rows: readonly Grouped[],
  grouping: ArchiveGrouping,
  groups: { albums: readonly Named[]; prompts: readonly Named[] },
  words: { untitled: string; noChallenge: string },
  claim: (name: string) => string,
): (row: Grouped) => string {
  const known = new Set(groups.prompts.map((prompt) => prompt.id));
  // A challenge deleted while the archive was laid out: its photos go with those of none.
  const keyOf = (row: Grouped) =>
    grouping === 'album'
      ? row.albumId
      : row.promptId && known.has(row.promptId)
        ? row.promptId
        : '';
  const used = new Set(rows.map(keyOf));
  const named: Named[] =
    grouping === 'album'
      ? [...groups.albums]
      : [...groups.prompts, { id: '', name: words.noChallenge }];
  const folders = new Map<string, string>();
  for (const group of named) {
    if (used.has(group.id)) folders.set(group.id, claim(safeComponent(group.name, words.untitled)));
  }
  return (row) => folders.get(keyOf(row)) ?? words.untitled;
}
