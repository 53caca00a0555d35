/**
 * The client address an abuse limit counts (issue 8): the TCP peer of the request, or, only
 * when the server is told it sits behind a trusted proxy (TRUST_PROXY=1), the first hop of
 * X-Forwarded-For. That proxy must overwrite the header with the address it saw (nginx:
 * `proxy_set_header X-Forwarded-For $remote_addr;`), or a client could name any address.
 */
import { isIP } from 'node:net';
import type { IncomingMessage } from 'node:http';

/** What the limits count when a request has no readable address (a closed socket). */
export const UNKNOWN_ADDRESS = 'unknown';

/** `::ffff:1.2.3.4` (an IPv4 peer on a dual-stack socket) → `1.2.3.4`; other forms as given. */
export function normaliseAddress(address: string): string {
  const trimmed = address.trim();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(trimmed);
  return (mapped ? mapped[1]! : trimmed).toLowerCase();
}

/** The request's client address (see the module comment for when X-Forwarded-For is read). */
export function clientAddress(req: IncomingMessage, trustProxy: boolean): string {
  if (trustProxy) {
    const header = req.headers['x-forwarded-for'];
    const first = (Array.isArray(header) ? header[0] : header)?.split(',')[0];
    if (first && isIP(normaliseAddress(first))) return normaliseAddress(first);
  }
  const peer = req.socket.remoteAddress;
  return peer ? normaliseAddress(peer) : UNKNOWN_ADDRESS;
}

/** 127.0.0.0/8 and ::1: the machine itself (QA exempts it unless a test turns limits on). */
export function isLoopback(address: string): boolean {
  return address === '::1' || /^127\.\d+\.\d+\.\d+$/.test(address);
}
