/**
 * Picking items on the owner's grid: a tap toggles one, shift-click a range, at most
 * {@link maxGridSelection}; `refused` says the last pick went over the limit. Items that
 * leave the list (deleted, moved) leave the selection too.
 */
import { useMemo, useRef, useState } from 'react';
import { maxGridSelection, type OwnerMedia } from '../../../shared/api/gallery';

export function useGridSelection(items: readonly OwnerMedia[]) {
  const state = { items };
  const [selectMode, setSelectMode] = useState(false);
  const [selectedIds, setSelectedIds] = useState<string[]>([]);
  const [refused, setRefused] = useState(false);
  const lastPicked = useRef<number | null>(null);
  const present = useMemo(() => new Set(state.items.map((item) => item.id)), [state.items]);
  const selection = useMemo(
    () => selectedIds.filter((id) => present.has(id)),
    [selectedIds, present],
  );
  const selectedSet = useMemo(() => new Set(selection), [selection]);

  const clearSelection = () => {
    setSelectedIds([]);
    setRefused(false);
    setSelectMode(false);
    lastPicked.current = null;
  };

  const toggle = (index: number, { range }: { range: boolean }) => {
    const item = state.items[index];
    if (!item) return;
    setSelectMode(true);
    const from = lastPicked.current;
    lastPicked.current = index;
    if (range && from !== null && from !== index) {
      const [low, high] = from < index ? [from, index] : [index, from];
      const next = [...selection];
      let over = false;
      for (let at = low; at <= high; at += 1) {
        const id = state.items[at]?.id;
        if (!id || next.includes(id)) continue;
        if (next.length >= maxGridSelection) {
          over = true;
          break;
        }
        next.push(id);
      }
      setSelectedIds(next);
      setRefused(over);
      return;
    }
    if (selectedSet.has(item.id)) {
      setSelectedIds(selection.filter((id) => id !== item.id));
      setRefused(false);
    } else if (selection.length >= maxGridSelection) {
      setRefused(true);
    } else {
      setSelectedIds([...selection, item.id]);
      setRefused(false);
    }
  };

  return { selectMode, setSelectMode, selection, selectedSet, refused, clearSelection, toggle };
}
