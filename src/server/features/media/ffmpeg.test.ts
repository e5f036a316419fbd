import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { bundledFfmpegPath, ffmpegOnPath, resolveFfmpegPath } from './ffmpeg';

const dir = mkdtempSync(path.join(os.tmpdir(), 'momenty-ffmpeg-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('finding ffmpeg', () => {
  it('uses FFMPEG_PATH first', () => {
    const config = loadConfig({ NODE_ENV: 'test', FFMPEG_PATH: '/usr/bin/ffmpeg' });
    expect(config.ffmpegPath).toBe('/usr/bin/ffmpeg');
    expect(resolveFfmpegPath(config.ffmpegPath)).toBe('/usr/bin/ffmpeg');
    expect(loadConfig({ NODE_ENV: 'test' }).ffmpegPath).toBeUndefined();
  });

  it('finds an ffmpeg on PATH that answers -version, and nothing on a PATH without one', () => {
    const bin = path.join(dir, 'bin');
    const empty = path.join(dir, 'empty');
    mkdirSync(bin);
    mkdirSync(empty);
    const fake = path.join(bin, 'ffmpeg');
    writeFileSync(
      fake,
      '#!/bin/sh\necho "ffmpeg version 5.1.6-0+deb12u1 Copyright (c) 2000-2024"\n',
    );
    chmodSync(fake, 0o755);
    expect(ffmpegOnPath(`${bin}:/usr/bin:/bin`)).toBe('ffmpeg');
    expect(ffmpegOnPath(empty)).toBeNull();
    // A program of that name that is not ffmpeg does not count.
    writeFileSync(fake, '#!/bin/sh\necho hello\n');
    expect(ffmpegOnPath(`${bin}:/usr/bin:/bin`)).toBeNull();
  });

  it('falls back from the bundled binary to PATH', () => {
    expect(resolveFfmpegPath()).toBe(bundledFfmpegPath() ?? ffmpegOnPath());
  });
});
