/** Test helper: a minimal RFC 822 / MIME reader, enough to check what the mailers produce. */

/** A parsed message or MIME part. */
export type ParsedPart = {
  /** Header values by lower-case name, unfolded, encoded words decoded. */
  headers: Map<string, string>;
  /** The decoded body of a leaf part, as UTF-8 text. */
  body: string;
  /** The parts of a multipart body. */
  parts: ParsedPart[];
};

/** The readable content of a message: its headers and its text and HTML bodies. */
export type ParsedEml = ParsedPart & { text?: string; html?: string };

/** Decode RFC 2047 encoded words (`=?UTF-8?Q?...?=`, `=?UTF-8?B?...?=`) in a header value. */
export function decodeHeaderValue(value: string): string {
  const word = /=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g;
  // Whitespace between two adjacent encoded words is not part of the text.
  const joined = value.replace(/(\?=)\s+(?==\?)/g, '$1');
  let result = '';
  let pending: number[] = [];
  let last = 0;
  const flush = () => {
    result += Buffer.from(pending).toString('utf8');
    pending = [];
  };
  for (const match of joined.matchAll(word)) {
    const [whole, charset = '', encoding = '', text = ''] = match;
    if (charset.toLowerCase() !== 'utf-8') throw new Error(`Unexpected charset ${charset}`);
    if (match.index > last) {
      flush();
      result += joined.slice(last, match.index);
    }
    const bytes =
      encoding.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64')
        : decodeQuotedPrintable(text.replace(/_/g, ' '));
    pending.push(...bytes);
    last = match.index + whole.length;
  }
  flush();
  return result + joined.slice(last);
}

function decodeQuotedPrintable(text: string): Buffer {
  const unfolded = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < unfolded.length; i++) {
    const char = unfolded[i] as string;
    if (char === '=' && /^[0-9A-Fa-f]{2}$/.test(unfolded.slice(i + 1, i + 3))) {
      bytes.push(Number.parseInt(unfolded.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(char, 'utf8'));
    }
  }
  return Buffer.from(bytes);
}

/** The `boundary` (or other) parameter of a structured header value. */
function headerParameter(value: string, name: string): string | undefined {
  const match = new RegExp(`;\\s*${name}="?([^";]+)"?`, 'i').exec(value);
  return match?.[1];
}

function parsePart(raw: string): ParsedPart {
  const split = raw.indexOf('\r\n\r\n');
  const head = split === -1 ? raw : raw.slice(0, split);
  const content = split === -1 ? '' : raw.slice(split + 4);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r\n(?=[ \t])/g, '').split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon <= 0) throw new Error(`Malformed header line: ${JSON.stringify(line)}`);
    headers.set(
      line.slice(0, colon).toLowerCase(),
      decodeHeaderValue(line.slice(colon + 1).trim()),
    );
  }
  const type = headers.get('content-type') ?? 'text/plain';
  const boundary = headerParameter(type, 'boundary');
  if (type.toLowerCase().startsWith('multipart/') && boundary) {
    const sections = content.split(`--${boundary}`);
    // sections[0] is the preamble; the last one starts with "--" (the close delimiter).
    const parts = sections
      .slice(1, -1)
      .map((section) => parsePart(section.replace(/^\r\n/, '').replace(/\r\n$/, '')));
    return { headers, body: '', parts };
  }
  const encoding = (headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  const bytes =
    encoding === 'base64'
      ? Buffer.from(content.replace(/\s+/g, ''), 'base64')
      : encoding === 'quoted-printable'
        ? decodeQuotedPrintable(content)
        : Buffer.from(content, 'utf8');
  return { headers, body: bytes.toString('utf8'), parts: [] };
}

function findBody(part: ParsedPart, mime: string): string | undefined {
  if (part.parts.length === 0) {
    const type = (part.headers.get('content-type') ?? 'text/plain').toLowerCase();
    return type.startsWith(mime) ? part.body : undefined;
  }
  for (const child of part.parts) {
    const found = findBody(child, mime);
    if (found !== undefined) return found;
  }
  return undefined;
}

/**
 * Parse a message with CRLF line ends into headers and bodies.
 * Good for messages nodemailer builds; not a general MIME parser.
 */
export function parseEml(raw: string | Buffer): ParsedEml {
  const root = parsePart(typeof raw === 'string' ? raw : raw.toString('utf8'));
  const text = findBody(root, 'text/plain');
  const html = findBody(root, 'text/html');
  return {
    ...root,
    ...(text !== undefined ? { text } : {}),
    ...(html !== undefined ? { html } : {}),
  };
}
