/**
 * Files dragged from a computer's folder into the page. Drop targets (the guest page, its
 * guestbook dialog, a background image field) take them; `guardFileDrops` keeps a file dropped
 * anywhere else from making the browser leave the page to show it, which would take unsaved
 * changes and uploads in progress with it.
 */

/** Whether a drag carries files (not text or a link dragged within the page). */
export function carriesFiles(event: { dataTransfer: DataTransfer | null }): boolean {
  return Array.from(event.dataTransfer?.types ?? []).includes('Files');
}

/**
 * On `target` (the window: the last stop of a drag's events, after every drop target), files
 * that no target took are refused: the cursor says so and a drop does nothing. Returns the
 * function that removes the guard.
 */
export function guardFileDrops(target: Window = window): () => void {
  const over = (event: DragEvent) => {
    if (!carriesFiles(event) || event.defaultPrevented) return;
    event.preventDefault();
    if (event.dataTransfer) event.dataTransfer.dropEffect = 'none';
  };
  const drop = (event: DragEvent) => {
    if (carriesFiles(event)) event.preventDefault();
  };
  target.addEventListener('dragover', over);
  target.addEventListener('drop', drop);
  return () => {
    target.removeEventListener('dragover', over);
    target.removeEventListener('drop', drop);
  };
}
