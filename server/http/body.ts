import type { IncomingMessage } from 'node:http';
import { Code } from '../../src/protocol';

/** Same limit as a socket frame: nothing the app sends comes near it. */
export const MAX_BODY_BYTES = 64 * 1024;

export type BodyResult = { ok: true; value: unknown } | { ok: false; status: number; code: number; message: string };

/**
 * Reads and parses a JSON body. Past MAX_BODY_BYTES it stops keeping data but drains the
 * rest (destroying the stream would drop the connection before the 413 is sent).
 */
export function readJsonBody(req: IncomingMessage): Promise<BodyResult> {
  const tooLarge: BodyResult = { ok: false, status: 413, code: Code.FrameTooLarge, message: `body over ${MAX_BODY_BYTES} bytes` };
  if (Number(req.headers['content-length'] ?? 0) > MAX_BODY_BYTES) {
    req.resume();
    return Promise.resolve(tooLarge);
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_BODY_BYTES) chunks.push(chunk);
    });
    req.on('error', reject);
    req.on('end', () => {
      if (size > MAX_BODY_BYTES) return resolve(tooLarge);
      const text = Buffer.concat(chunks).toString('utf8').trim();
      if (text === '') return resolve({ ok: true, value: undefined });
      try {
        resolve({ ok: true, value: JSON.parse(text) as unknown });
      } catch {
        resolve({ ok: false, status: 400, code: Code.InvalidInput, message: 'body is not valid JSON' });
      }
    });
  });
}
