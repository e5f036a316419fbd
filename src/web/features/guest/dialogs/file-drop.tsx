/**
 * Photos and videos dragged from a computer's folder onto the guest page. While they are over
 * the page, it says they can be dropped; dropped, they are taken as if picked with the button
 * (the upload dialog's checks follow). When nothing can take them (uploads closed, something
 * being sent, another dialog open) the page says nothing and takes nothing, but still keeps the
 * browser from leaving the page to show the dropped file.
 */
import { IconPhotoUp } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './file-drop.module.css';

/** Whether a drag carries files (not text or a link dragged within the page). */
function carriesFiles(event: DragEvent): boolean {
  return Array.from(event.dataTransfer?.types ?? []).includes('Files');
}

export function FileDrop({
  enabled,
  onFiles,
}: {
  enabled: boolean;
  onFiles: (files: File[]) => void;
}) {
  const { t } = useTranslation();
  const [over, setOver] = useState(false);
  const latest = useRef({ enabled, onFiles });
  latest.current = { enabled, onFiles };

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
      if (event.dataTransfer)
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
        <p className={classes.text}>{t('guest.upload.drop')}</p>
      </div>
    </div>
  );
}
