/**
 * Resolves once the browser has painted `frames` more frames: a frame's callbacks run before
 * its paint, and a task queued from the last of them runs after it. In a hidden tab that is
 * once the tab is shown; where nothing paints (no requestAnimationFrame), at once.
 */
export function afterPaint(frames = 1): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestAnimationFrame === 'undefined') {
      setTimeout(resolve, 0);
      return;
    }
    const frame = (left: number) =>
      requestAnimationFrame(() => (left > 1 ? frame(left - 1) : setTimeout(resolve, 0)));
    frame(frames);
  });
}
