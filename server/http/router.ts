/**
 * A small router on node:http: exact-path routes, JSON in and out, CORS, and uniform
 * `{Code, Message, Result:null}` errors for bad input, unknown paths and crashes.
 */
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import { Code, type RoutePath } from '../../src/protocol';
import type { Logger } from '../log';
import { readJsonBody } from './body';
import { clientAddress, trustedPeers, type TrustProxy } from './client-address';
import { errorResult, type HttpResult } from './reply';

export interface RequestContext {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  /** Parsed JSON body; undefined when the request had none. */
  body: unknown;
  /** Who asked, for the abuse limits: the peer, or X-Forwarded-For's first hop behind a trusted proxy. */
  clientAddress: string;
}

export type RouteHandler = (ctx: RequestContext) => Promise<HttpResult> | HttpResult;

export interface RouterOptions {
  log: Logger;
  /** Origins allowed by CORS; `'*'` echoes any origin (dev and QA). */
  corsOrigins: '*' | string[];
  /** TRUST_PROXY: which peers may name the client in X-Forwarded-For (server/http/client-address.ts). */
  trustProxy?: TrustProxy;
}

export class Router {
  private readonly routes = new Map<string, Map<string, RouteHandler>>();

  private readonly trustsPeer: (peer: string) => boolean;

  constructor(private readonly options: RouterOptions) {
    this.trustsPeer = trustedPeers(options.trustProxy ?? false);
  }

  /** `path` is one the protocol declares (src/protocol/http-contract.ts, the health checks, the QA API): any other does not compile. */
  get(path: RoutePath, handler: RouteHandler): this {
    return this.add('GET', path, handler);
  }

  /** A contract path is best registered with `serve` (./serve.ts), which reads its entry. */
  post(path: RoutePath, handler: RouteHandler): this {
    return this.add('POST', path, handler);
  }

  /** Every route as method and path (the wire fuzzer walks them: server/testing/fuzz). */
  list(): { method: string; path: string }[] {
    return [...this.routes.entries()].flatMap(([path, byMethod]) => [...byMethod.keys()].map((method) => ({ method, path })));
  }

  private add(method: string, path: string, handler: RouteHandler): this {
    let byMethod = this.routes.get(path);
    if (!byMethod) this.routes.set(path, (byMethod = new Map()));
    byMethod.set(method, handler);
    return this;
  }

  /** The node:http request listener. */
  readonly listener = (req: IncomingMessage, res: ServerResponse): void => {
    const started = Date.now();
    res.on('finish', () =>
      this.options.log.debug('http', { method: req.method, url: req.url, status: res.statusCode, ms: Date.now() - started }),
    );
    this.handle(req, res).catch((err: unknown) => {
      this.options.log.error('http handler crashed', { err, url: req.url });
      if (!res.headersSent) send(res, errorResult(500, Code.Silent, 'internal error'));
      else res.destroy();
    });
  };

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const method = req.method ?? 'GET';
    this.applyCors(req, res);
    if (method === 'OPTIONS') {
      res.writeHead(204).end();
      return;
    }

    const byMethod = this.routes.get(url.pathname);
    const handler = byMethod?.get(method);
    if (!byMethod) return send(res, errorResult(404, Code.NotFound, `no route ${url.pathname}`));
    if (!handler) {
      res.setHeader('Allow', [...byMethod.keys()].join(', '));
      return send(res, errorResult(405, Code.InvalidInput, `${method} not allowed on ${url.pathname}`));
    }

    const body = await readJsonBody(req);
    if (!body.ok) return send(res, errorResult(body.status, body.code, body.message));

    const result = await handler({
      method,
      path: url.pathname,
      query: url.searchParams,
      headers: req.headers,
      body: body.value,
      clientAddress: clientAddress(req, this.trustsPeer),
    });
    send(res, result);
  }

  private applyCors(req: IncomingMessage, res: ServerResponse): void {
    const origin = req.headers.origin;
    if (!origin) return;
    const allowed = this.options.corsOrigins === '*' || this.options.corsOrigins.includes(origin);
    res.setHeader('Vary', 'Origin');
    if (!allowed) return;
    res.setHeader('Access-Control-Allow-Origin', origin);
    res.setHeader('Access-Control-Allow-Methods', 'GET, POST, OPTIONS');
    res.setHeader('Access-Control-Allow-Headers', 'api-token, content-type');
    res.setHeader('Access-Control-Max-Age', '600');
  }
}

function send(res: ServerResponse, result: HttpResult): void {
  if (result.file) {
    res.writeHead(result.status ?? 200, {
      'Content-Type': result.file.contentType,
      'Content-Length': result.file.data.length,
      'Content-Disposition': `attachment; filename="${result.file.fileName}"`,
      'Cache-Control': 'no-store',
    });
    res.end(result.file.data);
    return;
  }
  const json = JSON.stringify(result.body);
  res.writeHead(result.status ?? 200, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(json),
    'Cache-Control': 'no-store',
  });
  res.end(json);
}
