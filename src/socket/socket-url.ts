import type { SocketKind } from './types';

const WS_SCHEME: Readonly<Record<string, string>> = {
  'http:': 'ws:',
  'https:': 'wss:',
  'ws:': 'ws:',
  'wss:': 'wss:',
};

/**
 * The WebSocket base of a lobby server given by its http(s) or ws(s) URL. A path prefix is
 * kept (a server mounted under `/game` serves `/game/ws/lobby`); query and hash are dropped.
 * @example toWsBase('https://lobby.example.com/') // 'wss://lobby.example.com'
 */
export function toWsBase(base: string): string {
  const url = new URL(base);
  const scheme = WS_SCHEME[url.protocol];
  if (!scheme) throw new Error(`socket base URL must be http(s) or ws(s): ${base}`);
  return `${scheme}//${url.host}${url.pathname.replace(/\/+$/, '')}`;
}

/**
 * The URL of one socket.
 * @example socketUrl('http://localhost:4000', 'chat') // 'ws://localhost:4000/ws/chat'
 */
export function socketUrl(base: string, kind: SocketKind): string {
  return `${toWsBase(base)}/ws/${kind}`;
}
