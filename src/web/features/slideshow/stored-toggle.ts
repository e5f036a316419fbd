/** An on/off choice remembered in local storage (the slideshow's QR code and messages). */
import { useCallback, useState } from 'react';
import { readStored, writeStored } from '../../shared/browser-storage';

function read(key: string, fallback: boolean): boolean {
  const stored = readStored('localStorage', key);
  return stored === 'on' ? true : stored === 'off' ? false : fallback;
}

export function useStoredToggle(key: string, fallback: boolean): [boolean, (on: boolean) => void] {
  const [value, setValue] = useState(() => read(key, fallback));
  const set = useCallback(
    (on: boolean) => {
      setValue(on);
      // Private mode or full storage: the choice lasts for this visit only.
      writeStored('localStorage', key, on ? 'on' : 'off');
    },
    [key],
  );
  return [value, set];
}
