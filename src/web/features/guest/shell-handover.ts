/**
 * What a guest did in the page's first HTML (server/http/guest-html.ts) before the page's script
 * had arrived, handed to the page when it takes over.
 * - "Share" there is the browser's own file input, so a tap opens the picker at once. The page
 *   keeps that input in the document, out of sight and out of reach (its picker may still be
 *   open), and takes what is picked there, then or later.
 * - "Message" and "voice" there are links to a place in the page (`shellActionHashes`): the page
 *   opens the dialog whose address was tapped, and takes the mark off the address.
 * - A protected event's password field there can be typed into, and its "enter" is a link to a
 *   place in the page (`shellUnlockHash`): the password prompt starts with what was typed, and
 *   sends it when "enter" was tapped.
 */
import { useEffect, useRef } from 'react';
import {
  shellActionHashes,
  shellPasswordAttribute,
  shellPickerAttribute,
  shellUnlockHash,
} from '../../../shared/api/public-constants';

export type ShellAction = keyof typeof shellActionHashes;

let adopted: HTMLInputElement | null = null;
let tapped: ShellAction | null = null;
let typedPassword = '';
let unlockTapped = false;

/**
 * Before the page replaces the first HTML under `root`: keeps its picker, what was tapped and the
 * password typed.
 */
export function adoptShell(root: ParentNode, doc: Document = document): void {
  adopted = null;
  tapped = null;
  const location = doc.defaultView?.location;
  const history = doc.defaultView?.history;
  const action = (Object.keys(shellActionHashes) as ShellAction[]).find(
    (key) => shellActionHashes[key] === location?.hash,
  );
  const unlock = location?.hash === shellUnlockHash;
  if ((action || unlock) && location && history) {
    tapped = action ?? null;
    history.replaceState(history.state, '', location.pathname + location.search);
  }
  typedPassword =
    root.querySelector<HTMLInputElement>(`input[${shellPasswordAttribute}]`)?.value ?? '';
  unlockTapped = unlock;
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

/**
 * Once `ready` (the event takes uploads and nothing is being sent), calls `act` with the
 * "message" or "voice" tapped in the first HTML, if one was. Handed over once.
 */
export function useShellAction(ready: boolean, act: (action: ShellAction) => void): void {
  const latest = useRef(act);
  latest.current = act;
  useEffect(() => {
    if (!ready || !tapped) return;
    const action = tapped;
    tapped = null;
    latest.current(action);
  }, [ready]);
}

/** What was typed in a protected event's first HTML ('' when nothing), until the prompt takes it. */
export function shellPassword(): string {
  return typedPassword;
}

/**
 * Whether "enter" was tapped in the first HTML: true once. What was typed is forgotten with it, so
 * a prompt shown later (another password set meanwhile) starts empty.
 */
export function takeShellUnlock(): boolean {
  const send = unlockTapped;
  unlockTapped = false;
  typedPassword = '';
  return send;
}
