/** The test helper that reads .eml files. */
import { describe, expect, it } from 'vitest';
import { decodeHeaderValue, parseEml } from './parse-eml';

describe('decodeHeaderValue', () => {
  it('decodes Q and B encoded words and joins adjacent ones', () => {
    expect(
      decodeHeaderValue('=?UTF-8?Q?Za=C5=BC=C3=B3=C5=82=C4=87_g?=\r\n =?UTF-8?Q?=C4=99?='),
    ).toBe('Zażółć gę');
    expect(decodeHeaderValue(`=?utf-8?B?${Buffer.from('jaźń').toString('base64')}?= plain`)).toBe(
      'jaźń plain',
    );
    expect(decodeHeaderValue('plain text')).toBe('plain text');
  });
});

describe('parseEml', () => {
  it('reads headers and the bodies of a multipart message', () => {
    const raw = [
      'Subject: =?UTF-8?Q?cze=C5=9B=C4=87?=',
      'Content-Type: multipart/alternative;',
      ' boundary="b1"',
      '',
      '--b1',
      'Content-Type: text/plain; charset=utf-8',
      'Content-Transfer-Encoding: quoted-printable',
      '',
      'cze=C5=9B=',
      '=C4=87',
      '--b1',
      'Content-Type: text/html; charset=utf-8',
      'Content-Transfer-Encoding: base64',
      '',
      Buffer.from('<p>hej</p>').toString('base64'),
      '--b1--',
      '',
    ].join('\r\n');
    const parsed = parseEml(raw);
    expect(parsed.headers.get('subject')).toBe('cześć');
    expect(parsed.text).toBe('cześć');
    expect(parsed.html).toBe('<p>hej</p>');
  });
});
