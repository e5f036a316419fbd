/**
 * What a file's first bytes say it is: a photo, a video, a sound, or none of
 * them. The guest page reads the first bytes of every picked file and refuses
 * a file that is none of these before sending a byte (a text file named
 * .jpg); the server checks the whole file again when it arrives.
 */
export type SignatureKind = 'photo' | 'video' | 'audio';

/** Bytes to read from the start of a file for {@link signatureKind}. */
export const signatureLength = 16;

const ascii = (bytes: Uint8Array, from: number, length: number) =>
  String.fromCharCode(...bytes.subarray(from, from + length));

const photoBrands = new Set([
  'heic',
  'heix',
  'hevc',
  'hevx',
  'heim',
  'heis',
  'mif1',
  'msf1',
  'avif',
]);
const audioBrands = new Set(['M4A ', 'M4B ']);

/** The kind the bytes are, or null when they are neither a photo, a video nor a sound. */
export function signatureKind(bytes: Uint8Array): SignatureKind | null {
  if (bytes.length < 4) return null;
  const [b0, b1, b2, b3] = bytes as unknown as [number, number, number, number];
  if (b0 === 0xff && b1 === 0xd8 && b2 === 0xff) return 'photo'; // JPEG
  if (b0 === 0x89 && ascii(bytes, 1, 3) === 'PNG') return 'photo';
  if (ascii(bytes, 0, 4) === 'GIF8') return 'photo';
  if (ascii(bytes, 0, 4) === 'RIFF') {
    const form = ascii(bytes, 8, 4);
    if (form === 'WEBP') return 'photo';
    if (form === 'AVI ') return 'video';
    if (form === 'WAVE') return 'audio';
    return null;
  }
  if (ascii(bytes, 4, 4) === 'ftyp') {
    const brand = ascii(bytes, 8, 4);
    if (photoBrands.has(brand)) return 'photo';
    if (audioBrands.has(brand)) return 'audio';
    return 'video'; // mp4, mov (qt), 3gp and the other ISO media brands
  }
  if (b0 === 0x1a && b1 === 0x45 && b2 === 0xdf && b3 === 0xa3) return 'video'; // WebM, Matroska
  if (ascii(bytes, 0, 4) === 'OggS') return 'audio';
  if (ascii(bytes, 0, 3) === 'ID3' || (b0 === 0xff && (b1 & 0xe0) === 0xe0)) return 'audio';
  if (ascii(bytes, 0, 4) === 'fLaC') return 'audio';
  if (b0 === 0x00 && b1 === 0x00 && b2 === 0x01 && (b3 === 0xba || b3 === 0xb3)) return 'video'; // MPEG
  return null;
}
