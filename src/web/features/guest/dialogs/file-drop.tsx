/**
 * Photos and videos dragged from a computer's folder onto the guest page. While they are over
 * the page, it says `label`; dropped, they go to `onFiles` as if picked with a button (the
 * dialog's checks follow). The page takes them for the upload dialog, the guestbook's dialog for
 * its attachments: the one enabled at the time. A disabled target (uploads closed, something
 * being sent) does not listen at all; the page's guard (`guardFileDrops`) then refuses the files
 * and keeps the browser from leaving the page to show them.
 */
import { IconPhotoUp } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { carriesFiles } from '../../../shared/file-drops';
import classes from './file-drop.module.css';

export function FileDrop({
  enabled,
  label,
  onFiles,
}: {
  enabled: boolean;
  /** What the page says while files are over it. */
  label: string;
  onFiles: (files: File[]) => void;
}) {
  const [over, setOver] = useState(false);
  const latest = useRef(onFiles);
  latest.current = onFiles;

  useEffect(() => {
    if (!enabled) return;
    // Entered and left elements: the page is left when every element entered was left. A drag
    // already under way when the target was enabled is seen from its next move.
    let depth = 0;
    const enter = (event: DragEvent) => {
      if (!carriesFiles(event)) return;
      event.preventDefault();
      depth += 1;
      setOver(true);
    };
    const overPage = (event: DragEvent) => {
      if (!carriesFiles(event)) return;
      event.preventDefault();
      if (event.dataTransfer) event.dataTransfer.dropEffect = 'copy';
      setOver(true);
    };
    const leave = (event: DragEvent) => {
      if (!carriesFiles(event)) return;
      depth = Math.max(0, depth - 1);
      if (depth === 0) setOver(false);
    };
    const drop = (event: DragEvent) => {
      if (!carriesFiles(event)) return;
      event.preventDefault();
      depth = 0;
      setOver(false);
      const files = Array.from(event.dataTransfer?.files ?? []);
      if (files.length > 0) latest.current(files);
    };
    window.addEventListener('dragenter', enter);
    window.addEventListener('dragover', overPage);
    window.addEventListener('dragleave', leave);
    window.addEventListener('drop', drop);
    return () => {
      window.removeEventListener('dragenter', enter);
      window.removeEventListener('dragover', overPage);
      window.removeEventListener('dragleave', leave);
      window.removeEventListener('drop', drop);
      setOver(false);
    };
  }, [enabled]);

  if (!over || !enabled) return null;
  return (
    <div className={classes.drop} data-testid="file-drop">
      <div className={classes.card}>
        <IconPhotoUp size={40} stroke={1.5} aria-hidden="true" />
        <p className={classes.text}>{label}</p>
      </div>
    </div>
  );
}
