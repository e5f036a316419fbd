/**
 * One HTTP request with Node's own client, its answer as it came over the wire: no decoding of
 * `Content-Encoding` (fetch would undo it) and every header as sent.
 */
import { request as httpRequest } from 'node:http';

export type RawAnswer = { status: number; headers: Record<string, string>; body: Buffer };

export function rawRequest(
  url: string,
  headers: Record<string, string> = {},
  method = 'GET',
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { headers, method }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: Object.fromEntries(Object.entries(res.headers).map(([k, v]) => [k, String(v)])),
          body: Buffer.concat(chunks),
        }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}
