// @vitest-environment jsdom
import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { pl } from '../../../../shared/i18n/pl/index';
import { renderWithProviders } from '../../../../test/web/render';
import { guardFileDrops } from '../../../shared/file-drops';
import { FileDrop } from './file-drop';

/** A drag event as the browser sends it (jsdom has no DataTransfer): its types and files. */
function drag(type: string, types: string[], files: File[] = []) {
  const event = new Event(type, { bubbles: true, cancelable: true });
  const dataTransfer = { types, files, dropEffect: 'none' };
  Object.defineProperty(event, 'dataTransfer', { value: dataTransfer });
  act(() => {
    window.dispatchEvent(event);
  });
  return { event, dataTransfer };
}

const photo = () => new File([new Uint8Array([0xff, 0xd8, 0xff])], 'taniec.jpg');

describe('files dragged onto the guest page', () => {
  it('says they can be dropped while they are over the page, and takes them when dropped', () => {
    const onFiles = vi.fn();
    renderWithProviders(<FileDrop enabled label={pl.guest.upload.drop} onFiles={onFiles} />);
    expect(screen.queryByText(pl.guest.upload.drop)).toBeNull();

    const entered = drag('dragenter', ['Files']);
    expect(entered.event.defaultPrevented).toBe(true);
    expect(screen.getByText(pl.guest.upload.drop)).toBeTruthy();
    // Over a child element: entered twice, left once, still over the page.
    drag('dragenter', ['Files']);
    drag('dragleave', ['Files']);
    const over = drag('dragover', ['Files']);
    expect(over.event.defaultPrevented).toBe(true);
    expect(over.dataTransfer.dropEffect).toBe('copy');
    expect(screen.getByText(pl.guest.upload.drop)).toBeTruthy();

    const file = photo();
    const dropped = drag('drop', ['Files'], [file]);
    expect(dropped.event.defaultPrevented).toBe(true);
    expect(onFiles).toHaveBeenCalledWith([file]);
    expect(screen.queryByText(pl.guest.upload.drop)).toBeNull();
  });

  it('hides the message when the files leave the page without being dropped', () => {
    const onFiles = vi.fn();
    renderWithProviders(<FileDrop enabled label={pl.guest.upload.drop} onFiles={onFiles} />);
    drag('dragenter', ['Files']);
    drag('dragenter', ['Files']);
    drag('dragleave', ['Files']);
    expect(screen.getByText(pl.guest.upload.drop)).toBeTruthy();
    drag('dragleave', ['Files']);
    expect(screen.queryByText(pl.guest.upload.drop)).toBeNull();
    expect(onFiles).not.toHaveBeenCalled();
  });

  it('when nothing can take files, says nothing and takes nothing; the page guard keeps the browser on the page', () => {
    const onFiles = vi.fn();
    const unguard = guardFileDrops();
    try {
      renderWithProviders(
        <FileDrop enabled={false} label={pl.guest.upload.drop} onFiles={onFiles} />,
      );
      drag('dragenter', ['Files']);
      expect(screen.queryByText(pl.guest.upload.drop)).toBeNull();
      const over = drag('dragover', ['Files']);
      expect(over.event.defaultPrevented).toBe(true);
      expect(over.dataTransfer.dropEffect).toBe('none');
      const dropped = drag('drop', ['Files'], [photo()]);
      // Not prevented, the browser would leave the page to show the file.
      expect(dropped.event.defaultPrevented).toBe(true);
      expect(onFiles).not.toHaveBeenCalled();
    } finally {
      unguard();
    }
  });

  it('a target enabled while files are already over the page says so at their next move, and one disabled stops saying it', () => {
    const onFiles = vi.fn();
    const unguard = guardFileDrops();
    try {
      const view = renderWithProviders(
        <FileDrop enabled={false} label={pl.guest.upload.drop} onFiles={onFiles} />,
      );
      drag('dragenter', ['Files']);
      view.rerender(<FileDrop enabled label={pl.guest.upload.drop} onFiles={onFiles} />);
      expect(screen.queryByText(pl.guest.upload.drop)).toBeNull();
      expect(drag('dragover', ['Files']).dataTransfer.dropEffect).toBe('copy');
      expect(screen.getByText(pl.guest.upload.drop)).toBeTruthy();

      view.rerender(<FileDrop enabled={false} label={pl.guest.upload.drop} onFiles={onFiles} />);
      expect(screen.queryByText(pl.guest.upload.drop)).toBeNull();
      expect(drag('dragover', ['Files']).dataTransfer.dropEffect).toBe('none');
      drag('drop', ['Files'], [photo()]);
      expect(onFiles).not.toHaveBeenCalled();
    } finally {
      unguard();
    }
  });

  it("leaves the files to the target that takes them: a dialog's over the page's", () => {
    const page = vi.fn();
    const dialog = vi.fn();
    renderWithProviders(
      <>
        <FileDrop enabled label={pl.guest.guestbook.drop} onFiles={dialog} />
        <FileDrop enabled={false} label={pl.guest.upload.drop} onFiles={page} />
      </>,
    );
    drag('dragenter', ['Files']);
    expect(screen.getByText(pl.guest.guestbook.drop)).toBeTruthy();
    expect(screen.queryByText(pl.guest.upload.drop)).toBeNull();
    // The page's target, listening last, does not say "none" over the dialog's "copy".
    expect(drag('dragover', ['Files']).dataTransfer.dropEffect).toBe('copy');
    const file = photo();
    drag('drop', ['Files'], [file]);
    expect(dialog).toHaveBeenCalledWith([file]);
    expect(page).not.toHaveBeenCalled();
  });

  it('leaves text and links dragged within the page to the browser', () => {
    const onFiles = vi.fn();
    renderWithProviders(<FileDrop enabled label={pl.guest.upload.drop} onFiles={onFiles} />);
    expect(drag('dragenter', ['text/plain']).event.defaultPrevented).toBe(false);
    expect(screen.queryByText(pl.guest.upload.drop)).toBeNull();
    expect(drag('drop', ['text/plain']).event.defaultPrevented).toBe(false);
    expect(onFiles).not.toHaveBeenCalled();
  });
});
