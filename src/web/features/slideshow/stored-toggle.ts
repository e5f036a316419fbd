/** An on/off choice remembered in local storage (the slideshow's QR code and messages). */
import { useCallback, useState } from 'react';

function read(key: string, fallback: boolean): boolean {
  try {
    const stored = globalThis.localStorage?.getItem(key);
    return stored === 'on' ? true : stored === 'off' ? false : fallback;
  } catch {
    return fallback;
  }
}

export function useStoredToggle(key: string, fallback: boolean): [boolean, (on: boolean) => void] {
  const [value, setValue] = useState(() => read(key, fallback));
  const set = useCallback(
    (on: boolean) => {
      setValue(on);
      try {
        globalThis.localStorage?.setItem(key, on ? 'on' : 'off');
      } catch {
        // Private mode or full storage: the choice lasts for this visit only.
      }
    },
    [key],
  );
  return [value, set];
}
