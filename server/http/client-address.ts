/**
 * The client address an abuse limit counts (issue 8): the TCP peer of the request, or the
 * first hop of X-Forwarded-For when the peer is a trusted proxy (TRUST_PROXY):
 * - unset or `0`: never read the header (the lobby faces the clients itself);
 * - `1`: every peer is a proxy (only when nothing but the proxy can reach the lobby);
 * - a comma list of addresses or CIDRs (`127.0.0.1,10.0.0.0/8`): only those peers, e.g. the
 *   Next server that signs guests in and relays phone calls for the browser.
 * The proxy must overwrite the header with the address it saw (nginx:
 * `proxy_set_header X-Forwarded-For $remote_addr;`), or a client could name any address.
 */
import type { IncomingMessage } from 'node:http';
import { BlockList, isIP } from 'node:net';

/** What the limits count when a request has no readable address (a closed socket). */
export const UNKNOWN_ADDRESS = 'unknown';

/** Which peers may name the client in X-Forwarded-For: none, all, or a list of addresses/CIDRs. */
export type TrustProxy = boolean | readonly string[];

/** `::ffff:1.2.3.4` (an IPv4 peer on a dual-stack socket) → `1.2.3.4`; lower case. */
export function normaliseAddress(address: string): string {
  const trimmed = address.trim();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(trimmed);
  return (mapped ? mapped[1]! : trimmed).toLowerCase();
}

/**
 * TRUST_PROXY → the setting: `1`/`0`/unset, or a comma list of addresses and CIDRs (checked).
 * @example parseTrustProxy('127.0.0.1, 10.0.0.0/8') // ['127.0.0.1', '10.0.0.0/8']
 */
export function parseTrustProxy(raw: string | undefined): TrustProxy {
  if (raw === undefined || raw.trim() === '' || raw.trim() === '0') return false;
  if (raw.trim() === '1') return true;
  const entries = raw.split(',').map((e) => e.trim()).filter(Boolean);
  trustedPeers(entries); // throws on a bad entry, so a typo stops the start
  return entries;
}

/** A peer predicate for a TrustProxy setting (net.BlockList does the CIDR matching). */
export function trustedPeers(trust: TrustProxy): (peer: string) => boolean {
  if (typeof trust === 'boolean') return () => trust;
  const list = new BlockList();
  for (const entry of trust) {
    const [address = '', prefix] = entry.split('/');
    const family = isIP(address);
    if (family === 0 || (prefix !== undefined && !/^\d+$/.test(prefix))) {
      throw new Error(`TRUST_PROXY: "${entry}" is not an address or CIDR`);
    }
    const type = family === 4 ? 'ipv4' : 'ipv6';
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(prefix), type);
  }
  return (peer) => {
    const family = isIP(peer);
    return family !== 0 && list.check(peer, family === 4 ? 'ipv4' : 'ipv6');
  };
}

/** The request's client address (see the module comment for when X-Forwarded-For is read). */
export function clientAddress(req: IncomingMessage, trusts: (peer: string) => boolean): string {
  const peer = req.socket.remoteAddress ? normaliseAddress(req.socket.remoteAddress) : UNKNOWN_ADDRESS;
  if (trusts(peer)) {
    const header = req.headers['x-forwarded-for'];
    const first = (Array.isArray(header) ? header[0] : header)?.split(',')[0];
    if (first && isIP(normaliseAddress(first))) return normaliseAddress(first);
  }
  return peer;
}

/** 127.0.0.0/8 and ::1: the machine itself (QA exempts it unless a test turns limits on). */
export function isLoopback(address: string): boolean {
  return address === '::1' || /^127\.\d+\.\d+\.\d+$/.test(address);
}
