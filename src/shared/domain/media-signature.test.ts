import { describe, expect, it } from 'vitest';
import { signatureKind } from './media-signature';

const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(
    parts.flatMap((part) =>
      typeof part === 'string' ? [...part].map((c) => c.charCodeAt(0)) : part,
    ),
  );

describe('signatureKind', () => {
  it('knows photos by their first bytes', () => {
    expect(signatureKind(bytes([0xff, 0xd8, 0xff, 0xe0], 'JFIF'))).toBe('photo');
    expect(signatureKind(bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a]))).toBe('photo');
    expect(signatureKind(bytes('GIF89a'))).toBe('photo');
    expect(signatureKind(bytes('RIFF', [1, 2, 3, 4], 'WEBPVP8 '))).toBe('photo');
    expect(signatureKind(bytes([0, 0, 0, 24], 'ftypheic', [0, 0, 0, 0]))).toBe('photo');
    expect(signatureKind(bytes([0, 0, 0, 24], 'ftypmif1', [0, 0, 0, 0]))).toBe('photo');
  });

  it('knows videos and sounds', () => {
    expect(signatureKind(bytes([0, 0, 0, 32], 'ftypisom'))).toBe('video');
    expect(signatureKind(bytes([0, 0, 0, 20], 'ftypqt  '))).toBe('video');
    expect(signatureKind(bytes([0x1a, 0x45, 0xdf, 0xa3, 0x9f]))).toBe('video');
    expect(signatureKind(bytes('OggS', [0, 2]))).toBe('audio');
    expect(signatureKind(bytes([0, 0, 0, 28], 'ftypM4A '))).toBe('audio');
  });

  it('refuses text, documents and short files', () => {
    expect(signatureKind(bytes('Hello, this is text'))).toBeNull();
    expect(signatureKind(bytes('%PDF-1.7'))).toBeNull();
    expect(signatureKind(bytes('PK', [3, 4, 20, 0]))).toBeNull();
    expect(signatureKind(bytes([0xff, 0xd8]))).toBeNull();
    expect(signatureKind(new Uint8Array())).toBeNull();
  });
});
