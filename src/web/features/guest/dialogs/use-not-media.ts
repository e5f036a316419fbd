/**
 * Reads the first bytes of each picked file and names the first one that is
 * neither a photo nor a video nor a sound (a text file named .jpg): such a file
 * is refused on the phone, before a byte is sent. Files still being read count
 * as pending, so Send waits for the answer.
 */
import { useEffect, useState } from 'react';
import {
  type SignatureKind,
  signatureKind,
  signatureLength,
} from '../../../../shared/domain/media-signature';

const cache = new WeakMap<Blob, SignatureKind | null>();

async function sniff(file: Blob): Promise<SignatureKind | null> {
  const known = cache.get(file);
  if (known !== undefined) return known;
  let kind: SignatureKind | null = null;
  try {
    kind = signatureKind(new Uint8Array(await file.slice(0, signatureLength).arrayBuffer()));
  } catch {
    kind = null;
  }
  cache.set(file, kind);
  return kind;
}

export function useNotMedia(files: readonly File[]): { index: number; pending: boolean } {
  const [, setVersion] = useState(0);
  useEffect(() => {
    let live = true;
    const unknown = files.filter((file) => !cache.has(file));
    if (unknown.length === 0) return;
    void Promise.all(unknown.map(sniff)).then(() => {
      if (live) setVersion((version) => version + 1);
    });
    return () => {
      live = false;
    };
  }, [files]);
  const pending = files.some((file) => !cache.has(file));
  const index = files.findIndex((file) => cache.get(file) === null);
  return { index, pending };
}
