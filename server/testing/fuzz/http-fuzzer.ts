/**
 * Hostile requests against every HTTP route of the lobby server (issue 14 item 3): bodies that
 * are not JSON, JSON that is not an object, objects with the protocol's field names set to odd
 * values, deeply nested and oversized bodies, odd query strings on GET routes, with and
 * without a valid `api-token`; and bytes that are not HTTP at all on a bare TCP connection.
 * Every request must get an answer below 500 — under /api/ the `{Code, Message, Result}`
 * envelope with an integer Code, or a file — and every garbage connection must be answered or
 * closed.
 * QA routes are left out (one of them resets the database).
 */
import net from 'node:net';
import fc from 'fast-check';
import { MAX_BODY_BYTES } from '../../http/body';

export type BodyKind = 'none' | 'not-json' | 'not-object' | 'odd-fields' | 'deep-nesting' | 'near-limit' | 'over-limit';

export interface HttpCase {
  kind: BodyKind;
  body: string | null;
  query: string;
  signed: boolean;
}

/** Field names the HTTP API reads (a fuzzed body uses them so handlers get past their first check). */
const FIELDS = [
  'PlayerID', 'ClubID', 'ClubName', 'Page', 'PerPage', 'Tab', 'Keyword', 'Description', 'Title', 'Message',
  'GoodsID', 'Group', 'Method', 'RequestID', 'OrderID', 'Amount', 'Quantity', 'Filter', 'Code', 'Phone',
  'Token', 'SiteID', 'Lang', 'TPType', 'Email', 'Carrier', 'CarrierType', 'DonationCode', 'Count', 'ID',
  'Content', 'Status', 'Provider', 'Signature', 'TransactionID', 'AmountTWD', 'Category', 'GameID', 'Key',
];

const odd = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.integer(),
  fc.double({ noNaN: true }),
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom(-1, 0, 1, Number.MAX_SAFE_INTEGER, 1e308, '', 'owl', 'zh_tw', '0912345678', '<img src=x onerror=alert(1)>', '../../etc/passwd', '__proto__'),
  fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 6 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 3 }),
);

const query = fc.oneof(
  fc.constant(''),
  fc.dictionary(fc.constantFrom('page', 'id', 'order', 'key', 'lang', 'site', 'q', 'GameID'), fc.string({ unit: 'binary', maxLength: 30 }), { maxKeys: 3 }).map((d) => `?${new URLSearchParams(d).toString()}`),
  fc.string({ maxLength: 40 }).map((s) => `?${encodeURI(s)}`),
);

const body: fc.Arbitrary<{ kind: BodyKind; body: string | null }> = fc.oneof(
  { arbitrary: fc.constant({ kind: 'none' as const, body: null }), weight: 1 },
  {
    arbitrary: fc
      .string({ maxLength: 120 })
      .filter((t) => {
        try {
          JSON.parse(t);
          return false;
        } catch {
          return t.trim() !== '';
        }
      })
      .map((t) => ({ kind: 'not-json' as const, body: t })),
    weight: 3,
  },
  { arbitrary: fc.oneof(fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 4 }), fc.double({ noNaN: true }), fc.string(), fc.constant(null)).map((v) => ({ kind: 'not-object' as const, body: JSON.stringify(v) })), weight: 2 },
  { arbitrary: fc.dictionary(fc.constantFrom(...FIELDS), odd, { minKeys: 1, maxKeys: 6 }).map((d) => ({ kind: 'odd-fields' as const, body: JSON.stringify(d) })), weight: 10 },
  {
    arbitrary: fc.tuple(fc.constantFrom(...FIELDS), fc.integer({ min: 100, max: 6_000 })).map(([k, depth]) => ({ kind: 'deep-nesting' as const, body: `{${JSON.stringify(k)}:${'['.repeat(depth)}${']'.repeat(depth)}}` })),
    weight: 2,
  },
  { arbitrary: fc.tuple(fc.constantFrom(...FIELDS), fc.integer({ min: MAX_BODY_BYTES - 2_000, max: MAX_BODY_BYTES - 100 })).map(([k, n]) => ({ kind: 'near-limit' as const, body: JSON.stringify({ [k]: 'x'.repeat(n) }) })), weight: 1 },
  { arbitrary: fc.integer({ min: MAX_BODY_BYTES + 1, max: 4 * MAX_BODY_BYTES }).map((n) => ({ kind: 'over-limit' as const, body: JSON.stringify({ Content: 'x'.repeat(n) }) })), weight: 1 },
);

/** `perRoute` requests for each route, from `seed`. */
export function httpCases(perRoute: number, seed: number): HttpCase[] {
  return fc.sample(
    fc.record({ b: body, query, signed: fc.boolean() }).map(({ b, query: q, signed }) => ({ ...b, query: q, signed })),
    { seed, numRuns: perRoute },
  );
}

export interface HttpFuzzReport {
  requests: number;
  /** Answers by status. */
  statuses: Record<string, number>;
  /** Answers of 500 or more, or JSON answers without an integer Code (first 50). */
  bad: { method: string; path: string; kind: BodyKind; status: number; body: string }[];
  badCount: number;
}

export interface HttpFuzzOptions {
  baseUrl: string;
  routes: readonly { method: string; path: string }[];
  perRoute: number;
  seed: number;
  token: () => Promise<string>;
  /** Requests in flight at once. */
  concurrency?: number;
}

export async function fuzzHttp(options: HttpFuzzOptions): Promise<HttpFuzzReport> {
  const routes = options.routes.filter((r) => !r.path.startsWith('/__qa'));
  const jobs = routes.flatMap((route, i) => httpCases(options.perRoute, options.seed + i).map((c) => ({ route, c })));
  const report: HttpFuzzReport = { requests: 0, statuses: {}, bad: [], badCount: 0 };
  let next = 0;
  async function worker(): Promise<void> {
    const token = await options.token();
    for (let i = next++; i < jobs.length; i = next++) {
      const { route, c } = jobs[i]!;
      const get = route.method === 'GET';
      const res = await fetch(`${options.baseUrl}${route.path}${c.query}`, {
        method: route.method,
        headers: { 'content-type': 'application/json', ...(c.signed ? { 'api-token': token } : {}) },
        body: get || c.body === null ? undefined : c.body,
        redirect: 'manual',
      });
      const text = await res.text();
      report.requests++;
      report.statuses[res.status] = (report.statuses[res.status] ?? 0) + 1;
      if (!answered(route.path, res, text) && report.badCount++ < 50) report.bad.push({ ...route, kind: c.kind, status: res.status, body: text.slice(0, 200) });
    }
  }
  await Promise.all(Array.from({ length: options.concurrency ?? 8 }, () => worker()));
  return report;
}

/** Below 500; under /api/ a JSON answer is the envelope (probes and pages only need to answer). */
function answered(path: string, res: Response, text: string): boolean {
  if (res.status >= 500) return false;
  if (!path.startsWith('/api/') || !(res.headers.get('content-type') ?? '').includes('application/json')) return true;
  try {
    const json = JSON.parse(text) as { Code?: unknown };
    return Number.isSafeInteger(json.Code);
  } catch {
    return false;
  }
}

/**
 * Writes `connections` runs of random bytes (not HTTP) to the port; answers how many were
 * answered or closed by the server within `waitMs` (each should be).
 */
export async function fuzzRawTcp(port: number, connections: number, seed: number, waitMs = 5_000): Promise<number> {
  const payloads = fc.sample(fc.uint8Array({ minLength: 1, maxLength: 2_000 }), { seed, numRuns: connections });
  const ends = await Promise.all(
    payloads.map(
      (bytes) =>
        new Promise<boolean>((resolve) => {
          const socket = net.connect(port, '127.0.0.1');
          const timer = setTimeout(() => {
            socket.destroy();
            resolve(false);
          }, waitMs);
          const done = () => {
            clearTimeout(timer);
            socket.destroy();
            resolve(true);
          };
          socket.on('error', () => undefined);
          socket.once('data', done);
          socket.once('close', done);
          socket.once('connect', () => socket.end(Buffer.from(bytes)));
        }),
    ),
  );
  return ends.filter(Boolean).length;
}
