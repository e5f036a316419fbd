// Activation codes: their alphabet, length, canonical form and the check of a typed code.

/** Crockford's base-32 alphabet: digits and capitals without I, L, O and U (no look-alikes). */
export const activationCodeAlphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** Characters of a code (80 bits), shown in groups of four: `7K3D-9QXA-M2TW-H5RC`. */
export const activationCodeLength = 16;

/**
 * The canonical form (`XXXX-XXXX-XXXX-XXXX`) of a typed code: case, spaces and
 * dashes do not matter, and the look-alikes O→0, I/L→1 are read as Crockford
 * says. `null` when what is left is not 16 characters of the alphabet.
 */
export function normalizeActivationCode(input: unknown): string | null {
  if (typeof input !== 'string' || input.length > 64) return null;
  const compact = input
    .toUpperCase()
    .replace(/[\s-]+/g, '')
    .replace(/O/g, '0')
    .replace(/[IL]/g, '1');
  if (compact.length !== activationCodeLength) return null;
  for (const ch of compact) if (!activationCodeAlphabet.includes(ch)) return null;
  return formatActivationCode(compact);
}

/** `XXXXXXXXXXXXXXXX` → `XXXX-XXXX-XXXX-XXXX`. */
export function formatActivationCode(compact: string): string {
  return compact.match(/.{1,4}/g)?.join('-') ?? compact;
}

/** A new code from 16 random bytes' worth of bits (pass `crypto.getRandomValues`). */
export function generateActivationCode(
  random: (bytes: Uint8Array) => Uint8Array = (bytes) => crypto.getRandomValues(bytes),
): string {
  const bytes = random(new Uint8Array(activationCodeLength));
  let compact = '';
  // 256 is a multiple of 32, so `byte % 32` is uniform.
  for (const byte of bytes) compact += activationCodeAlphabet[byte % 32];
  return formatActivationCode(compact);
}
