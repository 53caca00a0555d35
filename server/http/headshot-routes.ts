/**
 * /api/v1/headshot (chat §7): POST a picture (raw body, header api-token; PNG, JPEG or WebP by
 * its first bytes, at most 1 MB) → `{Code, Message, Result: {PicURL}}`; GET
 * `${HeadshotPath.Serve}/<file>` serves it with its sniffed type and `nosniff`. These two take
 * binary bodies and a path parameter, which the JSON router does not, so they sit in front of it.
 */
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { Code, HEADSHOT_MAX_BYTES, HeadshotPath, type HeadshotResult, type HttpReply } from '../../src/protocol';
import { SUSPENDED_MESSAGE } from '../players/sign-in';
import { headshotUrl } from '../profile/headshot-url';
import { uploadHeadshot } from '../profile/upload-headshot';
import type { Services } from '../services';
import { EXPIRED_MESSAGE } from './session';

const TEXT: Record<'empty' | 'too-large' | 'type', string> = {
  empty: 'no picture sent',
  'too-large': `picture over ${HEADSHOT_MAX_BYTES} bytes`,
  type: 'only PNG, JPEG or WebP pictures',
};

function reply(res: ServerResponse, status: number, body: HttpReply<unknown>): void {
  const json = JSON.stringify(body);
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': Buffer.byteLength(json), 'Cache-Control': 'no-store' });
  res.end(json);
}

/** The body up to `limit` bytes; null past it (the rest is drained so the answer still arrives). */
function readRaw(req: IncomingMessage, limit: number): Promise<Buffer | null> {
  if (Number(req.headers['content-length'] ?? 0) > limit) {
    req.resume();
    return Promise.resolve(null);
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) chunks.push(chunk);
    });
    req.on('error', reject);
    req.on('end', () => resolve(size > limit ? null : Buffer.concat(chunks)));
  });
}

async function upload(services: Services, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const header = req.headers['api-token'];
  const token = (Array.isArray(header) ? header[0] : header)?.trim();
  const session = token ? await services.sessions.verify(token) : null;
  if (!session) {
    req.resume();
    return reply(res, 200, { Code: Code.SessionExpired, Message: EXPIRED_MESSAGE, Result: null });
  }
  if (session.suspended) {
    req.resume();
    return reply(res, 200, { Code: Code.AccountSuspended, Message: SUSPENDED_MESSAGE, Result: null });
  }
  const data = await readRaw(req, HEADSHOT_MAX_BYTES);
  if (!data) return reply(res, 413, { Code: Code.FrameTooLarge, Message: TEXT['too-large'], Result: null });
  const saved = await uploadHeadshot(services, session.playerId, data);
  if (!saved.ok) return reply(res, saved.reason === 'too-large' ? 413 : 400, { Code: Code.InvalidInput, Message: TEXT[saved.reason], Result: null });
  return reply(res, 200, { Code: Code.HttpOk, Message: '', Result: { PicURL: headshotUrl(saved.file) } satisfies HeadshotResult });
}

async function serve(services: Services, file: string, res: ServerResponse): Promise<void> {
  const found = await services.headshots.read(file);
  if (!found) return reply(res, 404, { Code: Code.NotFound, Message: 'no such picture', Result: null });
  res.writeHead(200, {
    'Content-Type': found.contentType,
    'Content-Length': found.data.length,
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': "default-src 'none'; sandbox",
    'Content-Disposition': 'inline',
    // Names are random and never reused: a picture never changes.
    'Cache-Control': 'public, max-age=31536000, immutable',
  });
  res.end(found.data);
}

/** Wraps the router's listener: headshot requests are answered here, the rest goes on. */
export function withHeadshotRoutes(services: Services, next: RequestListener): RequestListener {
  return (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const servePrefix = `${HeadshotPath.Serve}/`;
    let work: Promise<void> | null = null;
    if (url.pathname === HeadshotPath.Upload && req.method === 'POST') work = upload(services, req, res);
    else if (url.pathname.startsWith(servePrefix) && (req.method === 'GET' || req.method === 'HEAD')) work = serve(services, url.pathname.slice(servePrefix.length), res);
    if (!work) return next(req, res);
    work.catch((err: unknown) => {
      services.log.error('headshot request failed', { err, url: req.url });
      if (!res.headersSent) reply(res, 500, { Code: Code.Silent, Message: 'internal error', Result: null });
      else res.destroy();
    });
  };
}
