// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { carriesFiles, guardFileDrops } from './file-drops';

/** A drag event as the browser sends it (jsdom has no DataTransfer). */
function drag(type: string, types: string[], taken = false) {
  const event = new Event(type, { bubbles: true, cancelable: true });
  const dataTransfer = { types, files: [], dropEffect: 'copy' };
  Object.defineProperty(event, 'dataTransfer', { value: dataTransfer });
  const target = document.createElement('div');
  document.body.append(target);
  // A drop target on the way that takes the files prevents the default itself.
  if (taken) target.addEventListener(type, (e) => e.preventDefault());
  target.dispatchEvent(event);
  target.remove();
  return { event, dataTransfer };
}

let unguard: (() => void) | undefined;
afterEach(() => unguard?.());

describe('files dropped where nothing takes them', () => {
  it('tells files from text and links', () => {
    expect(carriesFiles(drag('dragover', ['Files']).event as DragEvent)).toBe(true);
    expect(carriesFiles(drag('dragover', ['text/uri-list']).event as DragEvent)).toBe(false);
  });

  it('are refused: the cursor says so, and the browser does not leave the page to show them', () => {
    unguard = guardFileDrops();
    const over = drag('dragover', ['Files']);
    expect(over.event.defaultPrevented).toBe(true);
    expect(over.dataTransfer.dropEffect).toBe('none');
    expect(drag('drop', ['Files']).event.defaultPrevented).toBe(true);
  });

  it('leave a target that takes them alone, and text dragged within the page to the browser', () => {
    unguard = guardFileDrops();
    expect(drag('dragover', ['Files'], true).dataTransfer.dropEffect).toBe('copy');
    expect(drag('dragover', ['text/plain']).event.defaultPrevented).toBe(false);
    expect(drag('drop', ['text/plain']).event.defaultPrevented).toBe(false);
  });

  it('are not guarded once the guard is removed', () => {
    guardFileDrops()();
    expect(drag('drop', ['Files']).event.defaultPrevented).toBe(false);
  });
});
