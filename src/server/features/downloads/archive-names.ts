/**
 * Names inside and of the downloaded archives: path components safe on
 * Windows, macOS and Linux (Polish letters kept, UTF-8), kind folders and
 * words in the event's language, sender-and-time file names, and collisions
 * resolved case-insensitively with " (2)", " (3)"…
 */
import { archive as englishArchive } from '../../../shared/i18n/en/archive';
import type { Language } from '../../../shared/i18n/index';
import { archive as polishArchive } from '../../../shared/i18n/pl/archive';

export type ArchiveWords = typeof englishArchive;

export function archiveWords(language: Language): ArchiveWords {
  return language === 'en' ? englishArchive : polishArchive;
}

/** Longest path component, in UTF-8 bytes (file systems allow 255; room left for " (n)"). */
export const maxComponentBytes = 150;

const windowsReserved = /^(con|prn|aux|nul|com[0-9¹²³]|lpt[0-9¹²³])$/i;

/** Cuts `text` to at most `maxBytes` UTF-8 bytes without splitting a character. */
function cutToBytes(text: string, maxBytes: number): string {
  if (Buffer.byteLength(text) <= maxBytes) return text;
  let out = '';
  let bytes = 0;
  for (const char of text) {
    const size = Buffer.byteLength(char);
    if (bytes + size > maxBytes) break;
    out += char;
    bytes += size;
  }
  return out;
}

const trimEnds = (text: string) => text.replace(/^[\s.]+/u, '').replace(/[\s.]+$/u, '');

/**
 * One safe path component: no `<>:"/\|?*` or control characters, no leading
 * dots, no trailing dots or spaces, not a reserved Windows device name, at
 * most `maxBytes` UTF-8 bytes; `fallback` when nothing is left.
 */
export function safeComponent(
  name: string,
  fallback: string,
  maxBytes = maxComponentBytes,
): string {
  const cleaned = trimEnds(
    name
      .normalize('NFC')
      // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it removes
      .replace(/[\u0000-\u001f\u007f-\u009f]/g, '')
      .replace(/[<>:"/\\|?*]/g, '_')
      .replace(/\s+/gu, ' '),
  );
  let result = trimEnds(cutToBytes(cleaned, maxBytes));
  if (result === '') result = fallback;
  const stem = result.split('.')[0] ?? '';
  if (windowsReserved.test(stem.trim())) result = `_${result}`;
  return result;
}

/** A safe file name `{base}.{extension}` whose base is cut so that the whole fits. */
export function safeFileName(base: string, extension: string, fallback: string): string {
  const ext = extension ? `.${extension}` : '';
  return `${safeComponent(base, fallback, maxComponentBytes - Buffer.byteLength(ext))}${ext}`;
}

const timeFormats = new Map<string, Intl.DateTimeFormat>();
/** `YYYY-MM-DD HH.mm` per zone and minute: zone offsets are whole minutes, so seconds carry over. */
const minuteTexts = new Map<string, string>();

function minuteText(minute: number, timeZone: string): string {
  const key = `${timeZone}\u0000${minute}`;
  const cached = minuteTexts.get(key);
  if (cached !== undefined) return cached;
  let format = timeFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    timeFormats.set(timeZone, format);
  }
  const parts: Record<string, string> = {};
  for (const part of format.formatToParts(new Date(minute * 60_000))) parts[part.type] = part.value;
  const text = `${parts.year}-${parts.month}-${parts.day} ${parts.hour}.${parts.minute}`;
  if (minuteTexts.size >= 100_000) minuteTexts.clear();
  minuteTexts.set(key, text);
  return text;
}

/** `YYYY-MM-DD HH.mm.ss` of `instant` in `timeZone`. */
export function archiveTime(instant: Date, timeZone: string): string {
  const ms = instant.getTime();
  const minute = Math.floor(ms / 60_000);
  const seconds = Math.floor((ms - minute * 60_000) / 1000);
  return `${minuteText(minute, timeZone)}.${String(seconds).padStart(2, '0')}`;
}

/**
 * Hands out unique names, comparing them case-insensitively (Windows and macOS
 * file systems): a taken `name.ext` becomes `name (2).ext`, `name (3).ext`…
 */
export class UniqueNames {
  private readonly taken = new Set<string>();

  private static key(path: string): string {
    return path.normalize('NFC').toLowerCase();
  }

  /** Marks `path` as taken (e.g. the guestbook files). */
  reserve(path: string): void {
    this.taken.add(UniqueNames.key(path));
  }

  /** `prefix` + the first free variant of `base` + `extension` (with its dot, or ''). */
  claim(prefix: string, base: string, extension: string): string {
    for (let n = 1; ; n += 1) {
      const candidate = `${prefix}${n === 1 ? base : `${base} (${n})`}${extension}`;
      const key = UniqueNames.key(candidate);
      if (!this.taken.has(key)) {
        this.taken.add(key);
        return candidate;
      }
    }
  }
}
