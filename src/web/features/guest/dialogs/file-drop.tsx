/**
 * Photos and videos dragged from a computer's folder onto the guest page. While they are over
 * the page, it says `label`; dropped, they go to `onFiles` as if picked with a button (the
 * dialog's checks follow). The page takes them for the upload dialog, the guestbook's dialog for
 * its attachments: the one enabled at the time. When none is (uploads closed, something being
 * sent) nothing is said or taken, and the browser is still kept from leaving the page to show
 * the dropped file.
 */
import { IconPhotoUp } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { carriesFiles } from '../../../shared/file-drops';
import classes from './file-drop.module.css';

/** The drop targets enabled now (the page's and a dialog's are never both). */
const takers = new Set<object>();

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
  const latest = useRef({ enabled, onFiles });
  latest.current = { enabled, onFiles };

  useEffect(() => {
    if (!enabled) return;
    const taker = {};
    takers.add(taker);
    return () => {
      takers.delete(taker);
    };
  }, [enabled]);

  useEffect(() => {
    // Entered and left elements: the page is left when every element entered was left.
    let depth = 0;
    const enter = (event: DragEvent) => {
      if (!carriesFiles(event)) return;
      event.preventDefault();
      depth += 1;
      setOver(latest.current.enabled);
    };
    const overPage = (event: DragEvent) => {
      if (!carriesFiles(event)) return;
      event.preventDefault();
      // "Copy" where this target takes the files, "none" where no target does.
      if (event.dataTransfer && (latest.current.enabled || takers.size === 0))
        event.dataTransfer.dropEffect = latest.current.enabled ? 'copy' : 'none';
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
      if (latest.current.enabled && files.length > 0) latest.current.onFiles(files);
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
    };
  }, []);

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
