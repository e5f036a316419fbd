/** Safe names inside archives: forbidden characters, reserved names, lengths, collisions. */
import { describe, expect, it } from 'vitest';
import { archiveTime, safeComponent, safeFileName, UniqueNames } from './archive-names';

describe('archive names', () => {
  it('removes what Windows, macOS or Linux refuse and keeps Polish letters', () => {
    expect(safeComponent('Zażółć: gęślą/jaźń?', 'x')).toBe('Zażółć_ gęślą_jaźń_');
    expect(safeComponent('a\u0000b\u001fc\u007f', 'x')).toBe('abc');
    expect(safeComponent('  ..ukryty. . ', 'x')).toBe('ukryty');
    expect(safeComponent('...', 'bez nazwy')).toBe('bez nazwy');
    expect(safeComponent('', 'bez nazwy')).toBe('bez nazwy');
    expect(safeComponent('CON', 'x')).toBe('_CON');
    expect(safeComponent('lpt1.txt', 'x')).toBe('_lpt1.txt');
    expect(safeComponent('nul ', 'x')).toBe('_nul');
    expect(safeComponent('Conrad', 'x')).toBe('Conrad');
    expect(safeComponent('dwie  spacje', 'x')).toBe('dwie spacje');
  });

  it('cuts long names by UTF-8 bytes without splitting a letter, keeping the extension', () => {
    const long = 'ż'.repeat(200);
    const cut = safeComponent(long, 'x');
    expect(Buffer.byteLength(cut)).toBeLessThanOrEqual(150);
    expect(cut).toBe('ż'.repeat(75));
    const file = safeFileName('ą'.repeat(300), 'jpeg', 'x');
    expect(file.endsWith('.jpeg')).toBe(true);
    expect(Buffer.byteLength(file)).toBeLessThanOrEqual(150);
  });

  it('resolves collisions case-insensitively, against reserved names too', () => {
    const names = new UniqueNames();
    names.reserve('Księga gości.txt');
    expect(names.claim('', 'KSIĘGA GOŚCI', '.txt')).toBe('KSIĘGA GOŚCI (2).txt');
    expect(names.claim('A/', 'x', '.jpg')).toBe('A/x.jpg');
    expect(names.claim('a/', 'X', '.JPG')).toBe('a/X (2).JPG');
    expect(names.claim('A/', 'x', '.jpg')).toBe('A/x (3).jpg');
  });

  it('writes times in the event’s zone, ', () => {
    expect(archiveTime(new Date('2026-01-05T23:30:09Z'), 'Europe/Warsaw')).toBe(
      '2026-01-06 00.30.09',
    );
    expect(archiveTime(new Date('2026-07-05T23:30:09Z'), 'America/New_York')).toBe(
      '2026-07-05 19.30.09',
    );
  });
});
