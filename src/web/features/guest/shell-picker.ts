/**
 * The photo picker of the page's first HTML (server/http/guest-html.ts): "share" there is the
 * browser's own file input, so a guest's tap opens the picker before any script has arrived.
 * When the page takes over, it keeps that input in the document, out of sight and out of reach
 * (its picker may still be open), and hands the page what is picked there, then or later.
 */
import { useEffect, useRef } from 'react';
import { shellPickerAttribute } from '../../../shared/api/public-constants';

let adopted: HTMLInputElement | null = null;

/** Before the page replaces the first HTML under `root`: keeps its picker, if it has one. */
export function adoptShellPicker(root: ParentNode, doc: Document = document): void {
  const input = root.querySelector<HTMLInputElement>(`input[${shellPickerAttribute}]`);
  if (!input) return;
  input.removeAttribute('class');
  input.style.cssText =
    'position:fixed;left:0;top:0;width:1px;height:1px;opacity:0;pointer-events:none';
  input.tabIndex = -1;
  input.setAttribute('aria-hidden', 'true');
  doc.body.append(input);
  adopted = input;
}

/**
 * While `enabled` (the event takes photos), calls `onPicked` with the files picked in the first
 * HTML's picker: those picked before the page started, and any picked later in a picker that was
 * still open then. Each file is handed over once.
 */
export function useShellPicks(enabled: boolean, onPicked: (files: File[]) => void): void {
  const latest = useRef(onPicked);
  latest.current = onPicked;
  useEffect(() => {
    const input = adopted;
    if (!input || !enabled) return;
    const take = () => {
      const picked = Array.from(input.files ?? []);
      input.value = '';
      if (picked.length > 0) latest.current(picked);
    };
    take();
    input.addEventListener('change', take);
    return () => input.removeEventListener('change', take);
  }, [enabled]);
}
