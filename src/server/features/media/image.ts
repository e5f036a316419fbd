/**
 * Photo derivatives: one decode of the original (sharp, or libheif for
 * HEIC), turned upright, then the `large` and `thumb` WebP files, the
 * width and height, a thumbhash placeholder and the time the photo was taken.
 * Derivatives carry no metadata (no GPS); the original is only read.
 */

import { stat } from 'node:fs/promises';
import exifr from 'exifr';
import { fileTypeFromFile } from 'file-type';
import type { Sharp, SharpOptions } from 'sharp';
import { rgbaToThumbHash, thumbHashToRGBA } from 'thumbhash';
import { zonedTimeToUtc } from '../../../shared/domain/time';
import { decodeHeic } from './heic';
import { loadSharp } from './sharp-loader';

export type ImageLimits = {
  /** Long side of the `thumb` derivative. */
  thumbSize: number;
  /** Long side of the `large` derivative. */
  largeSize: number;
  /** Largest decoded canvas (width × height); a bigger header fails before any pixel is decoded. */
  maxInputPixels: number;
  heicTimeoutMs: number;
  /** Largest photo file processed (the upload limit keeps real ones below it). */
  maxPhotoBytes: number;
};

export type PhotoResult = {
  /** After orientation. */
  width: number;
  height: number;
  thumb: Buffer;
  large: Buffer;
  /** A tiny WebP data URL rendered from the photo's thumbhash. */
  placeholder: string;
  takenAt: Date | null;
};

/** A photo sharp or libheif would not read: the item ends as `failed`. */
export class UnreadableImageError extends Error {
  override name = 'UnreadableImageError';
}

const heifBrands = new Set([
  'image/heic',
  'image/heif',
  'image/heic-sequence',
  'image/heif-sequence',
]);

/**
 * Builds every derivative of a photo from its original, read from a file
 * (libvips and the EXIF reader take what they need from it; nothing holds the
 * whole file in JavaScript memory).
 * @param timeZone the event's zone: an EXIF time without an offset is read as local time there
 */
export async function processPhoto(
  original: string,
  limits: ImageLimits,
  timeZone: string,
): Promise<PhotoResult> {
  const sharp = await loadSharp();
  const { size } = await stat(original);
  if (size === 0) throw new UnreadableImageError('empty file');
  if (size > limits.maxPhotoBytes) {
    throw new UnreadableImageError(`file of ${size} bytes exceeds ${limits.maxPhotoBytes}`);
  }
  const type = await fileTypeFromFile(original);
  const isHeif = type !== undefined && heifBrands.has(type.mime);
  let upright: Sharp;
  let width: number;
  let height: number;
  if (isHeif) {
    const decoded = await decodeHeic(original, {
      timeoutMs: limits.heicTimeoutMs,
      maxPixels: limits.maxInputPixels,
    });
    // libheif has already applied the file's rotation and mirroring.
    upright = sharp(decoded.data, {
      raw: { width: decoded.width, height: decoded.height, channels: 4 },
      limitInputPixels: limits.maxInputPixels,
    });
    width = decoded.width;
    height = decoded.height;
  } else {
    const options: SharpOptions = {
      limitInputPixels: limits.maxInputPixels,
      failOn: 'truncated',
      // Animated GIF/WebP: the first frame.
      pages: 1,
    };
    const metadata = await sharp(original, options)
      .metadata()
      .catch((error: unknown) => {
        throw new UnreadableImageError(`unreadable image: ${messageOf(error)}`);
      });
    if (!metadata.width || !metadata.height) throw new UnreadableImageError('no dimensions');
    if (metadata.width * metadata.height > limits.maxInputPixels) {
      throw new UnreadableImageError(
        `image of ${metadata.width}x${metadata.height} pixels exceeds the pixel limit`,
      );
    }
    const swap = (metadata.orientation ?? 1) >= 5;
    width = swap ? metadata.height : metadata.width;
    height = swap ? metadata.width : metadata.height;
    upright = sharp(original, options).autoOrient();
  }

  // The one decode: upright pixels at the large size (never enlarged); JPEG shrinks on load.
  const { data: pixels, info } = await upright
    .resize(limits.largeSize, limits.largeSize, { fit: 'inside', withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true })
    .catch((error: unknown) => {
      throw new UnreadableImageError(`cannot decode image: ${messageOf(error)}`);
    });
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
  const [large, thumb, placeholder, takenAt] = await Promise.all([
    sharp(pixels, raw).webp({ quality: 82, effort: 2 }).toBuffer(),
    sharp(pixels, raw)
      .resize(limits.thumbSize, limits.thumbSize, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 75, effort: 2 })
      .toBuffer(),
    placeholderOf(pixels, raw),
    takenAtOf(original, timeZone),
  ]);
  return { width, height, thumb, large, placeholder, takenAt };
}

/**
 * The thumbhash of the picture rendered back to its tiny blurred image and
 * encoded as a WebP data URL (a few hundred bytes) that an `<img>` shows
 * without any decoder in the browser.
 */
async function placeholderOf(
  pixels: Buffer,
  raw: { raw: { width: number; height: number; channels: 1 | 2 | 3 | 4 } },
): Promise<string> {
  const sharp = await loadSharp();
  const small = await sharp(pixels, raw)
    .resize(100, 100, { fit: 'inside' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const hash = rgbaToThumbHash(small.info.width, small.info.height, small.data);
  const rendered = thumbHashToRGBA(hash);
  const webp = await sharp(Buffer.from(rendered.rgba), {
    raw: { width: rendered.w, height: rendered.h, channels: 4 },
  })
    .removeAlpha()
    .webp({ quality: 70 })
    .toBuffer();
  return `data:image/webp;base64,${webp.toString('base64')}`;
}

/**
 * EXIF DateTimeOriginal (with OffsetTimeOriginal when the camera wrote it,
 * otherwise read in the event's zone); null when absent or nonsensical.
 */
export async function takenAtOf(original: string, timeZone: string): Promise<Date | null> {
  let tags: Record<string, unknown> | undefined;
  try {
    tags = await exifr.parse(original, {
      pick: ['DateTimeOriginal', 'OffsetTimeOriginal', 'CreateDate'],
      reviveValues: false,
    });
  } catch {
    return null;
  }
  const value = tags?.DateTimeOriginal ?? tags?.CreateDate;
  if (typeof value !== 'string') return null;
  const match = /^(\d{4}):(\d{2}):(\d{2})[ T](\d{2}):(\d{2}):(\d{2})/.exec(value.trim());
  if (!match) return null;
  const [, year, month, day, hour, minute, second] = match;
  const date = `${year}-${month}-${day}`;
  const time = `${hour}:${minute}:${second}`;
  try {
    const offset = tags?.OffsetTimeOriginal;
    const result =
      typeof offset === 'string' && /^[+-]\d{2}:\d{2}$/.test(offset.trim())
        ? new Date(`${date}T${time}${offset.trim()}`)
        : zonedTimeToUtc(date, time, timeZone);
    const year4 = result.getUTCFullYear();
    return Number.isNaN(result.getTime()) || year4 < 1900 || year4 > 2200 ? null : result;
  } catch {
    return null;
  }
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
