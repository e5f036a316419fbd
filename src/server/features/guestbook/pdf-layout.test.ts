/**
 * Emoji in the guestbook PDF: drawn with the embedded Noto Emoji, never as the text font's
 * empty box; characters no embedded font has are left out.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as fontkit from 'fontkit';
import { describe, expect, it } from 'vitest';
import { hasTool, run } from '../../../test/tools';
import { fontRuns, renderGuestbookPdf } from './pdf-layout';

const require = createRequire(import.meta.url);

const poppler = await hasTool('pdffonts');

const open = (file: string) => fontkit.create(readFileSync(file)) as fontkit.Font;
const dejavu = open(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'));
const emoji = open(
  path.join(
    path.dirname(require.resolve('@fontsource/noto-emoji')),
    'files',
    'noto-emoji-emoji-400-normal.woff',
  ),
);

describe('fontRuns', () => {
  it('gives emoji to the emoji font and text to the text font', () => {
    expect(fontRuns('Kochamy Was 💕🥂🎉 Zażółć gęślą jaźń', 'regular')).toEqual([
      { font: 'regular', text: 'Kochamy Was ' },
      { font: 'emoji', text: '💕🥂🎉' },
      { font: 'regular', text: ' Zażółć gęślą jaźń' },
    ]);
  });

  it('draws every character with a font that has its glyph', () => {
    const text = 'Sto lat! 🎂🎈❤️ 👨‍👩‍👧 😀\nDruga linia ✨';
    for (const piece of fontRuns(text, 'regular')) {
      const font = piece.font === 'emoji' ? emoji : dejavu;
      for (const char of piece.text) {
        const code = char.codePointAt(0) ?? 0;
        if (char === '\n' || code === 0x200d || code === 0xfe0f) continue;
        expect({ char, has: font.hasGlyphForCodePoint(code) }).toEqual({ char, has: true });
      }
    }
  });

  it('leaves out what no embedded font has, and lone joiners', () => {
    expect(fontRuns('a\u{E000}b\u200Dc', 'regular')).toEqual([{ font: 'regular', text: 'abc' }]);
  });
});

describe('guestbook PDF with emoji', () => {
  it.skipIf(!poppler)('embeds the emoji font for a wish with emoji', async () => {
    const bytes = await renderGuestbookPdf({
      size: 'a4',
      language: 'pl',
      title: 'Księga gości',
      eventName: 'Wesele 💍',
      eventDate: '19 grudnia 2026',
      emptyText: '',
      pageLabel: '{{page}} / {{pages}}',
      modifiedAt: '2026-12-20T10:00:00.000Z',
      entries: [
        { name: 'Ola 🥂', time: '21:14', note: null, message: 'Kochamy Was 💕🥂🎉', photos: [] },
      ],
    });
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'momenty-pdf-')), 'emoji.pdf');
    writeFileSync(file, bytes);
    const { stdout } = await run('pdffonts', [file]);
    expect(stdout).toMatch(/NotoEmoji/);
    expect(stdout).toMatch(/DejaVuSans/);
  });
});
