/**
 * Video posters and durations with ffmpeg: the one named by FFMPEG_PATH, else
 * the optional npm dependency @ffmpeg-installer/ffmpeg (a static binary), else
 * an `ffmpeg` on PATH (the container image's Debian package). When none is there
 * videos get a neutral generated poster and audio and video their duration from a
 * pure-JS container parser (music-metadata) instead.
 */
import { spawn, spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { parseFile } from 'music-metadata';
import { loadSharp } from './sharp-loader';

/** The bundled ffmpeg binary, or null when the optional dependency did not install. */
export function bundledFfmpegPath(): string | null {
  try {
    const installer = createRequire(import.meta.url)('@ffmpeg-installer/ffmpeg') as {
      path?: unknown;
    };
    return typeof installer.path === 'string' ? installer.path : null;
  } catch {
    return null;
  }
}

/** `ffmpeg` when one on PATH answers `-version` (`searchPath` replaces PATH, for tests); else null. */
export function ffmpegOnPath(searchPath?: string): string | null {
  const result = spawnSync('ffmpeg', ['-hide_banner', '-version'], {
    stdio: ['ignore', 'pipe', 'ignore'],
    timeout: 10_000,
    ...(searchPath !== undefined ? { env: { PATH: searchPath } } : {}),
  });
  return result.status === 0 && /ffmpeg version/i.test(String(result.stdout)) ? 'ffmpeg' : null;
}

/**
 * The ffmpeg to run: the explicit one (FFMPEG_PATH), else the bundled one, else one on PATH;
 * null when there is none.
 */
export function resolveFfmpegPath(explicit?: string): string | null {
  if (explicit) return explicit;
  return bundledFfmpegPath() ?? ffmpegOnPath();
}

type RunResult = { code: number | null; stdout: Buffer; stderr: string };

/** Runs ffmpeg, killed after `timeoutMs`; stdout is capped at `maxStdout` bytes. */
function run(
  ffmpeg: string,
  args: string[],
  options: { timeoutMs: number; maxStdout?: number },
): Promise<RunResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(ffmpeg, ['-hide_banner', '-nostdin', ...args], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const out: Buffer[] = [];
    let outBytes = 0;
    let err = '';
    const limit = options.maxStdout ?? 64 * 1024 * 1024;
    child.stdout.on('data', (chunk: Buffer) => {
      outBytes += chunk.length;
      if (outBytes > limit) child.kill('SIGKILL');
      else out.push(chunk);
    });
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => {
      // Keep the head (stream information) and the tail (last progress line).
      err = err.length < 65_536 ? err + chunk : err.slice(0, 32_768) + err.slice(-32_768) + chunk;
    });
    const timer = setTimeout(() => child.kill('SIGKILL'), options.timeoutMs);
    child.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.once('close', (code, signal) => {
      clearTimeout(timer);
      if (signal === 'SIGKILL') {
        reject(new Error(`ffmpeg was stopped (time limit ${options.timeoutMs} ms or output cap)`));
        return;
      }
      resolve({ code, stdout: Buffer.concat(out), stderr: err });
    });
  });
}

/** "01:02:03.45" → milliseconds. */
function clockToMs(clock: string): number | null {
  const match = /^(\d+):(\d{2}):(\d{2}(?:\.\d+)?)$/.exec(clock);
  if (!match) return null;
  return Math.round((Number(match[1]) * 3600 + Number(match[2]) * 60 + Number(match[3])) * 1000);
}

export type MediaProbe = {
  durationMs: number | null;
  hasVideo: boolean;
  hasAudio: boolean;
};

/**
 * What ffmpeg says about a file's container (`ffmpeg -i`): its duration when
 * the header states it, and which streams it has.
 */
export async function probe(ffmpeg: string, file: string, timeoutMs: number): Promise<MediaProbe> {
  const { stderr } = await run(ffmpeg, ['-i', file], { timeoutMs });
  if (/Invalid data found when processing input|could not find codec parameters/i.test(stderr)) {
    throw new Error('ffmpeg cannot read the file');
  }
  const duration = /Duration: (\d+:\d{2}:\d{2}(?:\.\d+)?)/.exec(stderr);
  const hasVideo = /Stream #\d+:\d+.*?: Video: /.test(stderr);
  const hasAudio = /Stream #\d+:\d+.*?: Audio: /.test(stderr);
  if (!hasVideo && !hasAudio) throw new Error('no audio or video stream');
  return { durationMs: duration ? clockToMs(duration[1] as string) : null, hasVideo, hasAudio };
}

/**
 * Duration by reading the file's packets to the end without decoding them: for containers whose
 * header states none (the WebM that Chrome's MediaRecorder writes).
 */
export async function demuxedDurationMs(
  ffmpeg: string,
  file: string,
  stream: 'a' | 'v',
  timeoutMs: number,
): Promise<number | null> {
  const { stderr } = await run(
    ffmpeg,
    ['-i', file, '-map', `0:${stream}:0`, '-c', 'copy', '-f', 'null', '-'],
    { timeoutMs },
  );
  const times = [...stderr.matchAll(/time=(\d+:\d{2}:\d{2}(?:\.\d+)?)/g)];
  const last = times.at(-1);
  return last ? clockToMs(last[1] as string) : null;
}

/**
 * One frame as PNG, rotated as players show it: about one second in, or at
 * the start of a shorter clip.
 */
export async function extractFrame(
  ffmpeg: string,
  file: string,
  atMs: number,
  timeoutMs: number,
): Promise<Buffer | null> {
  const seek = (atMs / 1000).toFixed(3);
  const { stdout } = await run(
    ffmpeg,
    [
      '-ss',
      seek,
      '-i',
      file,
      '-map',
      '0:v:0',
      '-frames:v',
      '1',
      '-f',
      'image2pipe',
      '-c:v',
      'png',
      '-',
    ],
    { timeoutMs },
  );
  return stdout.length > 0 ? stdout : null;
}

/** Duration from the container's header (MP4, WebM, Ogg…) without ffmpeg; null when unknown. */
export async function containerDurationMs(file: string): Promise<number | null> {
  try {
    const metadata = await parseFile(file, { duration: true, skipCovers: true });
    const seconds = metadata.format.duration;
    return seconds !== undefined && Number.isFinite(seconds) && seconds > 0
      ? Math.round(seconds * 1000)
      : null;
  } catch {
    return null;
  }
}

let neutralPoster: Promise<Buffer> | undefined;

/** The poster of a video without a frame: a dark 16:9 card with a play sign (made once). */
export function neutralPosterWebp(): Promise<Buffer> {
  neutralPoster ??= loadSharp().then((sharp) =>
    sharp(
      Buffer.from(
        `<svg xmlns="http://www.w3.org/2000/svg" width="1280" height="720" viewBox="0 0 1280 720">
        <rect width="1280" height="720" fill="#2b2d31"/>
        <circle cx="640" cy="360" r="110" fill="#ffffff" fill-opacity="0.14"/>
        <path d="M605 295 L605 425 L715 360 Z" fill="#ffffff" fill-opacity="0.85"/>
      </svg>`,
      ),
    )
      .webp({ quality: 80 })
      .toBuffer(),
  );
  return neutralPoster;
}
