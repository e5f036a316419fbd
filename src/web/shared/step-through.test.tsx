// @vitest-environment jsdom
/**
 * Moving through a gallery one item at a time: which keys and which pointer moves count, and
 * that moves stop at either end. Both lightboxes use this (and test it through their screens).
 */
import { act, fireEvent, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { keyStep, swipeDistance, swipeStep, useStepThrough } from './step-through';

function key(init: KeyboardEventInit, target: EventTarget = document.body) {
  const event = new KeyboardEvent('keydown', { bubbles: true, cancelable: true, ...init });
  Object.defineProperty(event, 'target', { value: target });
  return event;
}

afterEach(() => {
  document.body.replaceChildren();
});

describe('keyStep', () => {
  it('takes ← and → and nothing else', () => {
    expect(keyStep(key({ key: 'ArrowLeft' }))).toBe(-1);
    expect(keyStep(key({ key: 'ArrowRight' }))).toBe(1);
    for (const other of ['ArrowUp', 'ArrowDown', 'Enter', ' ', 'a', 'Escape'])
      expect(keyStep(key({ key: other }))).toBe(0);
  });

  it('leaves the browser its own shortcuts (Alt+← is "back")', () => {
    for (const modifier of ['altKey', 'ctrlKey', 'metaKey'] as const) {
      expect(keyStep(key({ key: 'ArrowLeft', [modifier]: true }))).toBe(0);
      expect(keyStep(key({ key: 'ArrowRight', [modifier]: true }))).toBe(0);
    }
  });

  it('leaves a player its seeking keys, and a field its cursor', () => {
    const video = document.createElement('video');
    const audio = document.createElement('audio');
    const input = document.createElement('input');
    const inside = document.createElement('span');
    video.append(inside);
    document.body.append(video, audio, input);
    for (const target of [video, audio, input, inside])
      expect(keyStep(key({ key: 'ArrowRight' }, target))).toBe(0);
  });

  it('ignores a key something else has already handled', () => {
    const event = key({ key: 'ArrowRight' });
    event.preventDefault();
    expect(keyStep(event)).toBe(0);
  });
});

describe('swipeStep', () => {
  const from = { x: 200, y: 300 };
  it('a swipe to the left is the next item, to the right the previous one', () => {
    expect(swipeStep(from, { x: 200 - swipeDistance, y: 300 })).toBe(1);
    expect(swipeStep(from, { x: 200 + swipeDistance + 30, y: 310 })).toBe(-1);
  });

  it('a short move or one mostly up or down (a scroll) is not a swipe', () => {
    expect(swipeStep(from, { x: 200 - swipeDistance + 1, y: 300 })).toBe(0);
    expect(swipeStep(from, { x: 120, y: 390 })).toBe(0);
    expect(swipeStep(from, from)).toBe(0);
  });
});

describe('useStepThrough', () => {
  it('moves with the keys while mounted, and stops at either end', () => {
    const onIndexChange = vi.fn();
    const { result, rerender, unmount } = renderHook(
      ({ index }) => useStepThrough(index, 3, onIndexChange),
      { initialProps: { index: 0 } },
    );
    expect(result.current).toMatchObject({ hasPrevious: false, hasNext: true });
    fireEvent.keyDown(window, { key: 'ArrowLeft' });
    expect(onIndexChange).not.toHaveBeenCalled();
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    expect(onIndexChange).toHaveBeenLastCalledWith(1);

    rerender({ index: 2 });
    expect(result.current).toMatchObject({ hasPrevious: true, hasNext: false });
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    expect(onIndexChange).toHaveBeenCalledTimes(1);
    fireEvent.keyDown(window, { key: 'ArrowLeft' });
    expect(onIndexChange).toHaveBeenLastCalledWith(1);

    unmount();
    fireEvent.keyDown(window, { key: 'ArrowLeft' });
    expect(onIndexChange).toHaveBeenCalledTimes(2);
  });

  it('moves with a swipe across the stage', () => {
    const onIndexChange = vi.fn();
    const { result } = renderHook(() => useStepThrough(1, 3, onIndexChange));
    const pointer = (x: number, y: number) => ({ clientX: x, clientY: y }) as React.PointerEvent;
    act(() => {
      result.current.stageHandlers.onPointerDown(pointer(300, 100));
      result.current.stageHandlers.onPointerUp(pointer(200, 120));
    });
    expect(onIndexChange).toHaveBeenLastCalledWith(2);
    act(() => {
      result.current.stageHandlers.onPointerDown(pointer(100, 100));
      result.current.stageHandlers.onPointerUp(pointer(200, 100));
    });
    expect(onIndexChange).toHaveBeenLastCalledWith(0);
    // A pointer that was not pressed on the stage moves nothing.
    act(() => result.current.stageHandlers.onPointerUp(pointer(0, 100)));
    expect(onIndexChange).toHaveBeenCalledTimes(2);
  });
});
