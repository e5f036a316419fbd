/**
 * File names the product hands out: the extension a stored file gets (from
 * its sniffed type, so a JPEG uploaded as `x.html` is `x.jpg`), and the
 * Content-Disposition header of every download (media, ZIP, PDF, QR), one
 * cleaning for all of them.
 */

/** The usual extension of each type we store, and the other extensions that name it correctly. */
const extensionsByMime: Record<string, readonly string[]> = {
  'image/jpeg': ['jpg', 'jpeg', 'jpe', 'jfif'],
  'image/png': ['png'],
  'image/gif': ['gif'],
  'image/webp': ['webp'],
  'image/heic': ['heic', 'heif'],
  'image/heif': ['heif', 'heic'],
  'image/avif': ['avif'],
  'image/tiff': ['tif', 'tiff'],
  'video/mp4': ['mp4', 'm4v'],
  'video/quicktime': ['mov', 'qt'],
  'video/webm': ['webm'],
  'video/x-matroska': ['mkv'],
  'video/3gpp': ['3gp'],
  'audio/mpeg': ['mp3'],
  'audio/mp4': ['m4a', 'mp4'],
  'audio/x-m4a': ['m4a'],
  'audio/aac': ['aac'],
  'audio/ogg': ['ogg', 'oga', 'opus'],
  'audio/webm': ['webm', 'weba'],
  'audio/wav': ['wav'],
  'audio/x-wav': ['wav'],
  'audio/flac': ['flac'],
  'application/pdf': ['pdf'],
  'application/zip': ['zip'],
};

const baseMime = (mime: string) => mime.split(';')[0]?.trim().toLowerCase() ?? '';
const nameExtension = /\.([A-Za-z0-9]{1,10})$/;

/**
 * The extension (no dot, lower case) of a stored file: the uploaded name's
 * when it names the type correctly (`IMG_1.JPEG` stays `jpeg`), else the
 * type's usual one; `bin` for a type we do not know.
 */
export function fileExtension(originalName: string | null, mime: string): string {
  const known = extensionsByMime[baseMime(mime)];
  if (!known) return 'bin';
  const fromName = originalName ? nameExtension.exec(originalName.trim())?.[1]?.toLowerCase() : '';
  return fromName && known.includes(fromName) ? fromName : (known[0] as string);
}

/** The uploaded name with the extension of its real type (`x.html` of a JPEG is `x.jpg`). */
export function storedFileName(
  originalName: string | null,
  mime: string,
  fallback: string,
): string {
  const name = (originalName ?? '').trim();
  const stem = name.replace(nameExtension, '').trim() || fallback;
  return `${stem}.${fileExtension(originalName, mime)}`;
}

/** Whether a browser shows this type as a picture, a video or a sound (never as a document). */
export function isPlayableMedia(mime: string): boolean {
  const type = baseMime(mime);
  return /^(image|video|audio)\//.test(type) && !type.includes('svg') && !type.includes('xml');
}

/**
 * A Content-Disposition header: control characters and path separators
 * removed, an ASCII fallback (Polish letters without their marks, no quotes,
 * backslashes, `%` or `;`), and the exact UTF-8 name (RFC 6266, RFC 5987).
 */
export function contentDisposition(
  type: 'inline' | 'attachment',
  fileName: string,
  fallback: string,
): string {
  const clean =
    fileName
      // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it removes
      .replace(/[\u0000-\u001f\u007f-\u009f]/g, '')
      .replace(/[\\/]/g, '_')
      .trim() || fallback;
  const ascii =
    clean
      .replace(/ł/g, 'l')
      .replace(/Ł/g, 'L')
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^\x20-\x7e]/g, '')
      .replace(/["\\%;]/g, '_')
      .trim() || fallback;
  const encoded = encodeURIComponent(clean).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${type}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
