/**
 * How photos and videos come in, on the page and in the guestbook's dialog: picked with a button
 * (a hidden picker the button opens through `inputRef`, browsers open one only inside a tap) or
 * dragged from a computer's folder onto the page (`FileDrop`). Both hand the files to `onFiles`.
 */
import type { RefObject } from 'react';
import { mediaAccept } from '../../../../shared/domain/limits';
import { FileDrop } from './file-drop';
import classes from './file-drop.module.css';

export function MediaFiles({
  inputRef,
  dropEnabled,
  dropLabel,
  onFiles,
  testId,
}: {
  inputRef: RefObject<HTMLInputElement | null>;
  /** Whether files dropped on the page are taken now (one target at a time, see FileDrop). */
  dropEnabled: boolean;
  /** What the page says while files are over it. */
  dropLabel: string;
  onFiles: (files: File[], how: 'picked' | 'dropped') => void;
  testId: string;
}) {
  return (
    <>
      <FileDrop
        enabled={dropEnabled}
        label={dropLabel}
        onFiles={(files) => onFiles(files, 'dropped')}
      />
      <input
        ref={inputRef}
        type="file"
        accept={mediaAccept}
        multiple
        className={classes.hiddenInput}
        data-testid={testId}
        onChange={(change) => {
          const picked = Array.from(change.currentTarget.files ?? []);
          // Emptied, so that the same file picked again is a change too.
          change.currentTarget.value = '';
          onFiles(picked, 'picked');
        }}
      />
    </>
  );
}
