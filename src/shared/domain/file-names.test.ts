import { describe, expect, it } from 'vitest';
import { contentDisposition, fileExtension, isPlayableMedia, storedFileName } from './file-names';

describe('file names', () => {
  it('takes the extension of the real type, keeping the name’s when it names that type', () => {
    expect(fileExtension('IMG_1.HEIC', 'image/heic')).toBe('heic');
    expect(fileExtension('IMG_1.JPEG', 'image/jpeg')).toBe('jpeg');
    expect(fileExtension(null, 'video/quicktime')).toBe('mov');
    expect(fileExtension('bez rozszerzenia', 'audio/webm;codecs=opus')).toBe('webm');
    expect(fileExtension('x.html', 'image/jpeg')).toBe('jpg');
    expect(fileExtension('x.svg', 'image/png')).toBe('png');
    expect(fileExtension('x.html', 'application/x-unknown')).toBe('bin');
  });

  it('names a stored file by its real type', () => {
    expect(storedFileName('x.html', 'image/jpeg', 'id')).toBe('x.jpg');
    expect(storedFileName('Wesele.JPG', 'image/jpeg', 'id')).toBe('Wesele.jpg');
    expect(storedFileName(null, 'video/mp4', 'abc')).toBe('abc.mp4');
    expect(storedFileName('.html', 'image/png', 'abc')).toBe('abc.png');
  });

  it('shows only pictures, videos and sounds inline', () => {
    expect(isPlayableMedia('image/jpeg')).toBe(true);
    expect(isPlayableMedia('video/mp4')).toBe(true);
    expect(isPlayableMedia('audio/webm;codecs=opus')).toBe(true);
    expect(isPlayableMedia('image/svg+xml')).toBe(false);
    expect(isPlayableMedia('text/html')).toBe(false);
    expect(isPlayableMedia('application/pdf')).toBe(false);
  });

  it('writes a disposition with a clean ASCII fallback and the exact UTF-8 name', () => {
    expect(contentDisposition('inline', 'Zażółć "gęślą"\r\n.jpg', 'x')).toBe(
      `inline; filename="Zazolc _gesla_.jpg"; filename*=UTF-8''Za%C5%BC%C3%B3%C5%82%C4%87%20%22g%C4%99%C5%9Bl%C4%85%22.jpg`,
    );
    expect(contentDisposition('attachment', '../../etc/passwd', 'x')).toBe(
      `attachment; filename=".._.._etc_passwd"; filename*=UTF-8''.._.._etc_passwd`,
    );
    expect(contentDisposition('attachment', 'Księga gości - Wesele "Ł".pdf', 'x')).toBe(
      `attachment; filename="Ksiega gosci - Wesele _L_.pdf"; filename*=UTF-8''Ksi%C4%99ga%20go%C5%9Bci%20-%20Wesele%20%22%C5%81%22.pdf`,
    );
    expect(contentDisposition('attachment', 'Wesele Łucji - część 1 z 2.zip', 'x')).toBe(
      `attachment; filename="Wesele Lucji - czesc 1 z 2.zip"; filename*=UTF-8''Wesele%20%C5%81ucji%20-%20cz%C4%99%C5%9B%C4%87%201%20z%202.zip`,
    );
    expect(contentDisposition('inline', '\u0000\n', 'abc')).toBe(
      `inline; filename="abc"; filename*=UTF-8''abc`,
    );
  });
});
