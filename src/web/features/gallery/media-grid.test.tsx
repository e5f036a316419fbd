// @vitest-environment jsdom
import { act, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ownerMedia } from '../../../test/web/album';
import { renderWithProviders } from '../../../test/web/render';
import type { OwnerMedia } from './api/owner-media';
import { MediaGrid, type MediaGridProps } from './media-grid';

/**
 * Every render of a tile asks once for the label of its checkbox: counting those asks counts
 * the tiles' renders (the instances of i18next share their prototype's `t`).
 */
function countTileRenders() {
  const t = vi.spyOn(Object.getPrototypeOf(i18next), 't');
  return () => t.mock.calls.filter(([key]) => key === 'album.tile.select').length;
}

const items = (count: number, from = 0) =>
  Array.from({ length: count }, (_, index) => ownerMedia(`m${from + index}`));

type GridInput = Partial<MediaGridProps> & Pick<MediaGridProps, 'items'>;

function grid(props: GridInput) {
  return (
    <MediaGrid
      total={props.items.length}
      selected={new Set()}
      selectMode={false}
      onOpen={() => {}}
      onToggle={() => {}}
      onLongPress={() => {}}
      {...props}
    />
  );
}

/** The grid inside the app's providers, with props the test changes as a parent would. */
function renderGrid(initial: GridInput) {
  let setInput: (input: GridInput) => void = () => {};
  function Parent() {
    const [input, set] = useState(initial);
    setInput = set;
    return grid(input);
  }
  const view = renderWithProviders(<Parent />);
  return { ...view, update: (input: GridInput) => act(() => setInput(input)) };
}

describe('the album grid renders each tile only when it changes', () => {
  beforeEach(() => {
    // The grid is narrower than the window (the sidebar beside it): 4 columns, not 6.
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (
      this: HTMLElement,
    ) {
      return this.dataset.testid === 'media-grid' ? 600 : 0;
    });
  });
  afterEach(() => vi.restoreAllMocks());

  it('lays the first tiles out once, at the grid’s own width', () => {
    const renders = countTileRenders();
    renderGrid({ items: items(12) });
    expect(screen.getByTestId('media-grid').dataset.columns).toBe('4');
    expect(screen.getAllByTestId('media-tile')).toHaveLength(12);
    expect(renders()).toBe(12);
  });

  it('renders again only the tile whose selection changed, with new handlers each time', () => {
    const all = items(12);
    const renders = countTileRenders();
    const view = renderGrid({ items: all, onToggle: () => {} });
    const before = renders();
    view.update({ items: all, selected: new Set(['m3']), onToggle: () => {} });
    expect(renders() - before).toBe(1);
    const tile = screen.getAllByTestId('media-tile')[3] as HTMLElement;
    expect((within(tile).getByRole('checkbox') as HTMLInputElement).checked).toBe(true);
  });

  it('renders only the new tiles when the next page arrives', () => {
    const first = items(8);
    const renders = countTileRenders();
    const view = renderGrid({ items: first, total: 12 });
    expect(screen.getAllByTestId('media-placeholder')).toHaveLength(4);
    const before = renders();
    const next: OwnerMedia[] = [...first, ...items(4, 8)];
    view.update({ items: next, total: 12 });
    expect(renders() - before).toBe(4);
    expect(screen.queryAllByTestId('media-placeholder')).toHaveLength(0);
  });

  it('keeps a photo tile to four elements: the tile, its button, its thumbnail, its checkbox', () => {
    renderGrid({ items: items(3) });
    const tile = screen.getAllByTestId('media-tile')[0] as HTMLElement;
    const elements = [tile, ...tile.querySelectorAll('*')].map((element) => element.tagName);
    expect(elements).toEqual(['DIV', 'BUTTON', 'IMG', 'INPUT']);
    expect(within(tile).getByRole('checkbox', { name: /^Zaznacz: / })).toBeTruthy();
  });

  it('hands the latest handlers a click on a tile’s checkbox, with Shift for a range', async () => {
    const all = items(6);
    const first = vi.fn();
    const latest = vi.fn();
    const view = renderGrid({ items: all, onToggle: first });
    view.update({ items: all, onToggle: latest });
    const tile = screen.getAllByTestId('media-tile')[2] as HTMLElement;
    await view.user.click(within(tile).getByRole('checkbox'));
    await view.user.keyboard('{Shift>}');
    await view.user.click(within(tile).getByRole('checkbox'));
    await view.user.keyboard('{/Shift}');
    expect(first).not.toHaveBeenCalled();
    expect(latest.mock.calls).toEqual([
      [2, { range: false }],
      [2, { range: true }],
    ]);
  });
});
