/** Local-disk storage: the shared contract plus what only a file system can show. */
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readdir, readFile, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { describeStorageContract, failingStream } from '../../../test/storage-contract';
import { LocalStorage } from './local-storage';
import { InvalidKeyError } from './storage';

describeStorageContract('LocalStorage', async () => {
  const dir = await mkdtemp(path.join(tmpdir(), 'momenty-storage-'));
  return {
    storage: new LocalStorage(path.join(dir, 'files')),
    cleanup: () => rm(dir, { recursive: true, force: true }),
  };
});

/** Every path under `dir`, relative, sorted. */
async function tree(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true });
  return entries.map((entry) => entry.split(path.sep).join('/')).sort();
}

describe('LocalStorage on disk', () => {
  let sandbox: string;
  let root: string;
  let storage: LocalStorage;

  beforeEach(async () => {
    sandbox = await mkdtemp(path.join(tmpdir(), 'momenty-storage-'));
    root = path.join(sandbox, 'files');
    storage = new LocalStorage(root);
  });

  afterEach(async () => {
    await rm(sandbox, { recursive: true, force: true });
  });

  it('keeps an object as the file <root>/<key>, creating its folders', async () => {
    await storage.put('events/e1/originals/m1', Buffer.from('bytes'));
    expect(await readFile(path.join(root, 'events', 'e1', 'originals', 'm1'), 'utf8')).toBe(
      'bytes',
    );
    expect(await readdir(path.join(root, '.tmp'))).toEqual([]);
  });

  it('leaves no temporary file behind when a source fails', async () => {
    await storage.put('events/e1/a', Buffer.from('old'));
    await expect(
      storage.put('events/e1/a', failingStream([randomBytes(256 * 1024)])),
    ).rejects.toThrow();
    await expect(
      storage.put('events/e1/b', failingStream([randomBytes(256 * 1024)])),
    ).rejects.toThrow();
    expect(await tree(root)).toEqual(['.tmp', 'events', 'events/e1', 'events/e1/a']);
  });

  it('removes the emptied folders with deleteByPrefix, and only those', async () => {
    await storage.put('events/abc/originals/1', Buffer.from('1'));
    await storage.put('events/abc/derivatives/1/thumb.webp', Buffer.from('t'));
    await storage.put('events/abcd/originals/2', Buffer.from('2'));
    expect(await storage.deleteByPrefix('events/abc/')).toBe(2);
    expect(await tree(path.join(root, 'events'))).toEqual([
      'abcd',
      'abcd/originals',
      'abcd/originals/2',
    ]);
  });

  it('finishes an interrupted deleteByPrefix when called again', async () => {
    for (let i = 0; i < 5; i++) await storage.put(`events/abc/originals/${i}`, Buffer.from('x'));
    // As if a previous run removed two files and then died.
    await rm(path.join(root, 'events/abc/originals/0'));
    await rm(path.join(root, 'events/abc/originals/1'));
    expect(await storage.deleteByPrefix('events/abc/', { batchSize: 2 })).toBe(3);
    expect(await tree(path.join(root, 'events'))).toEqual([]);
  });

  it('unlinks a symbolic link under a prefix without following it', async () => {
    const outside = path.join(sandbox, 'outside');
    await mkdir(outside);
    await writeFile(path.join(outside, 'keep.txt'), 'keep');
    await storage.put('events/abc/originals/1', Buffer.from('1'));
    const { symlink } = await import('node:fs/promises');
    await symlink(outside, path.join(root, 'events/abc/link'), 'dir');
    expect(await storage.deleteByPrefix('events/abc/')).toBe(2);
    expect(await readFile(path.join(outside, 'keep.txt'), 'utf8')).toBe('keep');
  });

  describe('path traversal', () => {
    const attempts = [
      '../outside.txt',
      '../files-sibling/x',
      'events/../../outside.txt',
      'events/e1/../../../outside.txt',
      '/etc/passwd',
      path.join(tmpdir(), 'outside.txt'),
      '..\\outside.txt',
      'events\\..\\..\\outside.txt',
      'C:/Windows/win.ini',
      'events/e1/\0/../../outside.txt',
      './events/e1',
      'events/./e1',
      '.tmp/anything',
    ];

    it.each(attempts)('refuses %j without touching the disk', async (key) => {
      const outsideFile = path.join(sandbox, 'outside.txt');
      await writeFile(outsideFile, 'untouched');
      await storage.put('events/e1/m', Buffer.from('inside'));
      const before = await tree(sandbox);

      await expect(storage.put(key, Buffer.from('evil'))).rejects.toBeInstanceOf(InvalidKeyError);
      await expect(storage.get(key)).rejects.toBeInstanceOf(InvalidKeyError);
      await expect(storage.stat(key)).rejects.toBeInstanceOf(InvalidKeyError);
      await expect(storage.delete(key)).rejects.toBeInstanceOf(InvalidKeyError);
      await expect(storage.deleteByPrefix(`${key}/`)).rejects.toBeInstanceOf(InvalidKeyError);
      expect(() => storage.list(`${key}/`)).toThrow(InvalidKeyError);

      expect(await tree(sandbox)).toEqual(before);
      expect(await readFile(outsideFile, 'utf8')).toBe('untouched');
    });

    it('treats look-alikes of traversal as ordinary names inside the root', async () => {
      await storage.put('events/%2e%2e/..x/x..', Buffer.from('ok'));
      expect(await tree(path.join(root, 'events'))).toEqual([
        '%2e%2e',
        '%2e%2e/..x',
        '%2e%2e/..x/x..',
      ]);
    });
  });

  describe('cleanupTemp', () => {
    it('removes stale temporary files and keeps fresh ones', async () => {
      const tmp = path.join(root, '.tmp');
      await mkdir(tmp, { recursive: true });
      await writeFile(path.join(tmp, 'stale.part'), 'x');
      await writeFile(path.join(tmp, 'fresh.part'), 'y');
      const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
      await utimes(path.join(tmp, 'stale.part'), twoHoursAgo, twoHoursAgo);

      expect(await storage.cleanupTemp(60 * 60 * 1000)).toBe(1);
      expect(await readdir(tmp)).toEqual(['fresh.part']);
    });

    it('copes with a root that does not exist yet', async () => {
      expect(await storage.cleanupTemp(0)).toBe(0);
      await expect(stat(root)).rejects.toMatchObject({ code: 'ENOENT' });
    });
  });

  it('never issues presigned URLs', async () => {
    await storage.put('events/e1/m', Buffer.from('x'));
    expect(await storage.presignedGetUrl('events/e1/m', { expiresInSeconds: 60 })).toBeNull();
  });
});
