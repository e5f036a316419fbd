/**
 * The album's grid: square tiles in rows virtualised against the window's scroll (only the
 * rows on screen are in the DOM), sized up front from the album's counts so the scrollbar is
 * right before every page has arrived. A tile shows the thumbhash placeholder at once and its
 * thumbnail lazily; not-yet-loaded tiles are plain placeholders.
 */
import { Loader } from '@mantine/core';
import { useCallbackRef } from '@mantine/hooks';
import {
  IconAlertTriangle,
  IconEyeOff,
  IconMicrophone,
  IconPhoto,
  IconPlayerPlayFilled,
} from '@tabler/icons-react';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { memo, type PointerEvent, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './album-page.module.css';
import type { OwnerMedia } from './api/owner-media';
import { gridPaintedMark } from './grid-mark';

const gap = 4;
/** A touch held this long (ms) selects the tile. */
const longPressMs = 450;

/** 3 columns on a phone, up to 8 on a wide screen; tiles of about 150 px. */
export function columnsFor(width: number): number {
  return Math.min(8, Math.max(3, Math.floor((width + gap) / 150)));
}

export function formatDuration(durationMs: number | null): string | null {
  if (durationMs === null) return null;
  const seconds = Math.round(durationMs / 1000);
  const minutes = Math.floor(seconds / 60);
  return `${minutes}:${String(seconds % 60).padStart(2, '0')}`;
}

export interface MediaGridProps {
  items: readonly OwnerMedia[];
  /** Tiles to size the grid for (at least `items.length`). */
  total: number;
  selected: ReadonlySet<string>;
  selectMode: boolean;
  onOpen: (index: number) => void;
  onToggle: (index: number, options: { range: boolean }) => void;
  /** A long press on touch: starts the select mode with this tile. */
  onLongPress: (index: number) => void;
}

export function MediaGrid({
  items,
  total,
  selected,
  selectMode,
  onOpen,
  onToggle,
  onLongPress,
}: MediaGridProps) {
  const container = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  const [offset, setOffset] = useState(0);
  // The tiles get handlers that never change (calling the latest ones), so a tile whose item,
  // place and selection stayed the same is not rendered again when a page arrives or the
  // selection changes elsewhere.
  const openTile = useCallbackRef(onOpen);
  const toggleTile = useCallbackRef(onToggle);
  const longPressTile = useCallbackRef(onLongPress);

  useLayoutEffect(() => {
    const element = container.current;
    if (!element) return;
    const measure = () => {
      setWidth(element.clientWidth || window.innerWidth);
      setOffset(element.getBoundingClientRect().top + window.scrollY);
    };
    measure();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(element);
    return () => observer?.disconnect();
  }, []);

  const columns = columnsFor(width || window.innerWidth);
  const tile = Math.max(1, ((width || window.innerWidth) - gap * (columns - 1)) / columns);
  const count = Math.max(total, items.length);
  const rows = Math.ceil(count / columns);
  const virtualizer = useWindowVirtualizer({
    count: rows,
    estimateSize: () => tile + gap,
    overscan: 3,
    scrollMargin: offset,
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new tile size invalidates every row's measure.
  useEffect(() => {
    virtualizer.measure();
  }, [tile, virtualizer]);

  const hasData = items.length > 0;
  useEffect(() => {
    if (!hasData || typeof performance === 'undefined') return;
    if (performance.getEntriesByName(gridPaintedMark).length > 0) return;
    requestAnimationFrame(() => performance.mark(gridPaintedMark));
  }, [hasData]);

  const virtualRows = virtualizer.getVirtualItems();
  return (
    <div
      ref={container}
      className={classes.grid}
      style={{ height: virtualizer.getTotalSize() }}
      data-testid="media-grid"
      data-columns={columns}
    >
      {virtualRows.map((row) => {
        const start = row.index * columns;
        const cells = [];
        for (let index = start; index < Math.min(start + columns, count); index += 1) {
          const item = items[index];
          cells.push(
            item ? (
              <Tile
                key={item.id}
                item={item}
                index={index}
                selected={selected.has(item.id)}
                selectMode={selectMode}
                onOpen={openTile}
                onToggle={toggleTile}
                onLongPress={longPressTile}
              />
            ) : (
              <div
                key={`placeholder-${index}`}
                className={classes.placeholder}
                data-testid="media-placeholder"
                data-index={index}
                aria-hidden="true"
              />
            ),
          );
        }
        return (
          <div
            key={row.key}
            className={classes.row}
            style={{
              transform: `translateY(${row.start - virtualizer.options.scrollMargin}px)`,
              gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
              height: tile,
              gap,
            }}
          >
            {cells}
          </div>
        );
      })}
    </div>
  );
}

interface TileProps {
  item: OwnerMedia;
  index: number;
  selected: boolean;
  selectMode: boolean;
  onOpen: (index: number) => void;
  onToggle: (index: number, options: { range: boolean }) => void;
  onLongPress: (index: number) => void;
}

const Tile = memo(function Tile({
  item,
  index,
  selected,
  selectMode,
  onOpen,
  onToggle,
  onLongPress,
}: TileProps) {
  const { t } = useTranslation();
  const press = useRef<{ timer: number; fired: boolean } | null>(null);
  const kindLabel = t(`album.tile.${item.kind}`);
  const name = item.guestName
    ? `${kindLabel}, ${t('album.tile.from', { name: item.guestName })}`
    : kindLabel;
  const duration = formatDuration(item.durationMs);

  const cancelPress = () => {
    if (press.current) window.clearTimeout(press.current.timer);
  };
  const onPointerDown = (event: PointerEvent) => {
    if (event.pointerType !== 'touch') return;
    const state = { timer: 0, fired: false };
    state.timer = window.setTimeout(() => {
      state.fired = true;
      onLongPress(index);
    }, longPressMs);
    press.current = state;
  };

  return (
    <div
      className={classes.tile}
      data-selected={selected || undefined}
      data-select-mode={selectMode || undefined}
      data-testid="media-tile"
      data-id={item.id}
    >
      <button
        type="button"
        className={classes.tileButton}
        aria-label={
          selectMode ? `${t('album.tile.select')}: ${name}` : t('album.tile.open', { name })
        }
        aria-pressed={selectMode ? selected : undefined}
        onPointerDown={onPointerDown}
        onPointerUp={cancelPress}
        onPointerLeave={cancelPress}
        onPointerCancel={cancelPress}
        onContextMenu={(event) => {
          if (press.current) event.preventDefault();
        }}
        onClick={(event) => {
          if (press.current?.fired) {
            press.current = null;
            return;
          }
          press.current = null;
          if (selectMode || event.shiftKey) onToggle(index, { range: event.shiftKey });
          else onOpen(index);
        }}
        style={
          item.placeholder
            ? { backgroundImage: `url("${item.placeholder}")`, backgroundSize: 'cover' }
            : undefined
        }
      >
        {item.kind === 'audio' ? (
          <span className={classes.audioTile}>
            <IconMicrophone size={28} aria-hidden="true" />
          </span>
        ) : item.urls.thumb ? (
          <img
            src={item.urls.thumb}
            alt=""
            loading="lazy"
            decoding="async"
            className={classes.thumb}
            draggable={false}
          />
        ) : (
          !item.placeholder && (
            <span className={classes.audioTile}>
              <IconPhoto size={28} aria-hidden="true" />
            </span>
          )
        )}
        {(item.kind === 'video' || item.kind === 'audio') && (
          <span className={classes.badge} data-position="bottom">
            {item.kind === 'video' ? (
              <IconPlayerPlayFilled size={12} aria-hidden="true" />
            ) : (
              <IconMicrophone size={12} aria-hidden="true" />
            )}
            {duration}
          </span>
        )}
        {item.hidden && (
          <span className={classes.badge} data-position="top" data-tone="hidden">
            <IconEyeOff size={12} aria-hidden="true" />
            {t('album.tile.hidden')}
          </span>
        )}
        {item.state === 'processing' && (
          <span className={classes.state} title={t('album.tile.processing')}>
            <Loader size="sm" color="white" aria-label={t('album.tile.processing')} />
          </span>
        )}
        {item.state === 'failed' && (
          <span className={classes.state} data-tone="failed" title={t('album.tile.failed')}>
            <IconAlertTriangle size={22} aria-label={t('album.tile.failed')} />
          </span>
        )}
      </button>
      {/* A native checkbox: one element per tile instead of a component tree, on every row. */}
      <input
        type="checkbox"
        className={classes.check}
        checked={selected}
        onChange={(event) =>
          onToggle(index, { range: (event.nativeEvent as MouseEvent).shiftKey === true })
        }
        aria-label={`${t('album.tile.select')}: ${name}`}
      />
    </div>
  );
});
