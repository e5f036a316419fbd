/**
 * Moving through a gallery's items one at a time, the same way in the owner's lightbox and the
 * guest's: ← and → on the keyboard, and a horizontal swipe on the stage. One home for what counts
 * as such a move:
 * - a key pressed with Alt, Ctrl or Meta belongs to the browser (Alt+← is "back");
 * - a key pressed in a video's or voice message's player, or in a field, belongs to it (← and →
 *   seek a focused player);
 * - a swipe is a move of at least `swipeDistance` pixels, more sideways than up or down (a move
 *   mostly up or down scrolls).
 */
import { type PointerEvent, useEffect, useRef } from 'react';

/** A horizontal move longer than this (px) is a swipe. */
export const swipeDistance = 50;

/** Elements whose own keys ← and → are: players and fields. */
const ownsArrowKeys = 'video, audio, input, textarea, select, [contenteditable="true"]';

/** The step a key press asks for: -1, +1, or 0 when the key is not ours. */
export function keyStep(event: KeyboardEvent): -1 | 0 | 1 {
  if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return 0;
  if (event.target instanceof Element && event.target.closest(ownsArrowKeys)) return 0;
  if (event.key === 'ArrowLeft') return -1;
  if (event.key === 'ArrowRight') return 1;
  return 0;
}

/** The step a pointer's move from `from` to `to` asks for: a swipe left is the next item. */
export function swipeStep(
  from: { x: number; y: number },
  to: { x: number; y: number },
): -1 | 0 | 1 {
  const dx = to.x - from.x;
  if (Math.abs(dx) < swipeDistance || Math.abs(dx) < Math.abs(to.y - from.y)) return 0;
  return dx < 0 ? 1 : -1;
}

export interface StepThrough {
  hasPrevious: boolean;
  hasNext: boolean;
  /** For the stage's element: a swipe across it moves. */
  stageHandlers: {
    onPointerDown: (event: PointerEvent) => void;
    onPointerUp: (event: PointerEvent) => void;
  };
}

/** Item `index` of `count`: listens for the keys while mounted; moves stop at either end. */
export function useStepThrough(
  index: number,
  count: number,
  onIndexChange: (index: number) => void,
): StepThrough {
  const start = useRef<{ x: number; y: number } | null>(null);
  const go = (step: -1 | 0 | 1) => {
    const target = index + step;
    if (step !== 0 && target >= 0 && target < count) onIndexChange(target);
  };
  const goRef = useRef(go);
  goRef.current = go;

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => goRef.current(keyStep(event));
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  return {
    hasPrevious: index > 0,
    hasNext: index < count - 1,
    stageHandlers: {
      onPointerDown: (event) => {
        start.current = { x: event.clientX, y: event.clientY };
      },
      onPointerUp: (event) => {
        const from = start.current;
        start.current = null;
        if (from) go(swipeStep(from, { x: event.clientX, y: event.clientY }));
      },
    },
  };
}
