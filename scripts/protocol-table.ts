// Writes docs/protocol.md from src/protocol: the OP table, every field of every declared
// payload (from the zod schemas, through JSON Schema) and the code list, so the doc can never
// drift from the code: `npx tsx scripts/protocol-table.ts` (a unit test checks it is current).
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod/mini';
import * as P from '../src/protocol';
import { Code, Op, contract, opName, pushes, replyOp } from '../src/protocol';

type Json = {
  type?: string | string[];
  properties?: Record<string, Json>;
  required?: string[];
  items?: Json;
  additionalProperties?: Json | boolean;
  anyOf?: Json[];
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
};

interface Row {
  field: string;
  type: string;
  optional: boolean;
  limits: string;
}

function typeOf(s: Json): string {
  if (s.anyOf) return s.anyOf.map(typeOf).join(' \\| ');
  if (s.enum) return s.enum.map((v) => JSON.stringify(v)).join(' \\| ');
  if (s.const !== undefined) return JSON.stringify(s.const);
  if (s.type === 'array') return `${s.items ? typeOf(s.items) : 'unknown'}[]`;
  if (s.type === 'object' && !s.properties && typeof s.additionalProperties === 'object') {
    return `map of ${typeOf(s.additionalProperties)}`;
  }
  if (Array.isArray(s.type)) return s.type.join(' \\| ');
  return s.type ?? 'unknown';
}

function limitsOf(s: Json): string {
  const out: string[] = [];
  const inner = s.anyOf?.find((x) => x.type !== 'null') ?? s;
  // a safe integer's own bounds are no limit worth a column
  if (inner.minimum !== undefined && inner.minimum !== Number.MIN_SAFE_INTEGER) out.push(`≥ ${inner.minimum}`);
  if (inner.maximum !== undefined && inner.maximum !== Number.MAX_SAFE_INTEGER) out.push(`≤ ${inner.maximum}`);
  if (inner.minLength !== undefined) out.push(`length ≥ ${inner.minLength}`);
  if (inner.maxLength !== undefined) out.push(`length ≤ ${inner.maxLength}`);
  if (inner.pattern !== undefined) out.push(`\`${inner.pattern.replace(/\|/g, '\\|')}\``);
  return out.join(', ');
}

/** Every field of an object schema, nested objects and array items flattened as `a.b`, `a[].b`. */
function rows(s: Json, prefix = ''): Row[] {
  const out: Row[] = [];
  const props = s.properties ?? {};
  for (const [name, child] of Object.entries(props)) {
    const field = `${prefix}${name}`;
    const optional = !(s.required ?? []).includes(name);
    const objectish = child.anyOf?.find((x) => x.type === 'object' || x.type === 'array') ?? child;
    out.push({ field, type: typeOf(child), optional, limits: limitsOf(child) });
    if (objectish.type === 'object' && objectish.properties) out.push(...rows(objectish, `${field}.`));
    if (objectish.type === 'object' && typeof objectish.additionalProperties === 'object' && objectish.additionalProperties.properties) {
      out.push(...rows(objectish.additionalProperties, `${field}.*.`));
    }
    if (objectish.type === 'array' && objectish.items?.properties) out.push(...rows(objectish.items, `${field}[].`));
  }
  return out;
}

function fieldTable(schema: z.ZodMiniType): string[] {
  const json = z.toJSONSchema(schema, { io: 'input' }) as Json;
  const list = rows(json);
  if (list.length === 0) return ['No fields.'];
  return [
    '| field | type | required | limits |',
    '|---|---|---|---|',
    ...list.map((r) => `| ${r.field} | ${r.type} | ${r.optional ? 'optional' : 'yes'} | ${r.limits} |`),
  ];
}

type Entry = { request: z.ZodMiniType; reply: number; result: z.ZodMiniType };

/** HTTP helpers whose bodies are declared in src/protocol (docs/protocol-account.md tells the behaviour). */
const HTTP: [string, z.ZodMiniType, z.ZodMiniType][] = [
  [P.AccountPath.SignIn, P.signInRequestSchema, P.signInResultSchema],
  [P.AccountPath.SignInCodeSend, P.signInCodeSendRequestSchema, P.codeSendResultSchema],
  [P.AccountPath.SignInCodeVerify, P.signInCodeVerifyRequestSchema, P.phoneSignInResultSchema],
  [P.AccountPath.BindCodeSend, P.bindCodeSendRequestSchema, P.codeSendResultSchema],
  [P.AccountPath.BindCodeVerify, P.bindCodeVerifyRequestSchema, P.bindCodeVerifyResultSchema],
  [P.AccountPath.BindBonusClaim, P.bindBonusClaimRequestSchema, P.bindBonusResultSchema],
  [P.AccountPath.ThirdPartyInfo, P.thirdPartyInfoRequestSchema, P.thirdPartyInfoResultSchema],
  [P.AccountPath.SocketTicket, P.socketTicketRequestSchema, P.socketTicketResultSchema],
];

/** The markdown of docs/protocol.md. */
export function protocolTable(): string {
  const ops = (Object.entries(Op) as [string, number][]).sort((a, b) => a[1] - b[1]);
  const declared = new Set(Object.keys(contract).map(Number));
  const rowsOut: string[] = [];
  for (const [name, n] of ops) {
    if (n % 10 !== 0 || n === Op.ProtocolError) continue;
    const entry = (contract as Record<number, Entry | undefined>)[n];
    const reply = entry ? entry.reply : replyOp(n);
    const replyName = opName(reply);
    rowsOut.push(`| ${n} | ${name} | ${replyName ? `${reply} ${replyName}` : '—'} | ${declared.has(n) ? 'yes' : '—'} |`);
  }
  const pushRows = ops
    .filter(([, n]) => n % 10 !== 0 && !opName(n - 1))
    .map(([name, n]) => `| ${n} | ${name} | ${n in pushes ? 'yes' : '—'} |`);
  const payloads: string[] = [];
  for (const [op, entry] of (Object.entries(contract) as unknown as [string, Entry][]).sort((a, b) => Number(a[0]) - Number(b[0]))) {
    const n = Number(op);
    payloads.push(`### ${n} ${opName(n)} → ${entry.reply} ${opName(entry.reply)}`, '', 'Request:', '', ...fieldTable(entry.request), '');
    payloads.push('Result (checked when Code is 200):', '', ...fieldTable(entry.result), '');
  }
  for (const [op, schema] of Object.entries(pushes) as [string, z.ZodMiniType][]) {
    payloads.push(`### ${op} ${opName(Number(op))} (push)`, '', 'Result:', '', ...fieldTable(schema), '');
  }
  const http: string[] = [];
  for (const [route, body, result] of HTTP) {
    http.push(`### POST ${route}`, '', 'Body:', '', ...fieldTable(body), '', 'Result (Code 0):', '', ...fieldTable(result), '');
  }
  const codes = (Object.entries(Code) as [string, number][])
    .sort((a, b) => a[1] - b[1])
    .map(([name, n]) => `| ${n} | ${name} |`);
  return [
    '# Protocol table',
    '',
    'Generated from `src/protocol` (the zod schemas of `contract.ts`) by `npx tsx scripts/protocol-table.ts`;',
    'do not edit by hand. Texts for the codes: `locales/<lng>/errors.json`; behaviour: `docs/protocol-*.md`.',
    'An OP without a declared schema cannot be sent or handled yet: its schema lands with its feature.',
    '',
    '## Requests and their replies',
    '',
    '| OP | name | reply | schema |',
    '|---|---|---|---|',
    ...rowsOut,
    '',
    '## Pushes without a request',
    '',
    '| OP | name | schema |',
    '|---|---|---|',
    ...pushRows,
    `| ${Op.ProtocolError} | ProtocolError (reply to an unreadable frame) | — |`,
    '',
    '## Socket payloads',
    '',
    'Fields beyond these are ignored. Requests failing their schema are answered with',
    `${Code.MalformedFrame} (MalformedFrame) and a Message naming the field; replies failing theirs are dropped by the client.`,
    '',
    ...payloads,
    '## HTTP bodies',
    '',
    'A body failing its schema is answered with HTTP 400 and Code 100001 naming the field.',
    '',
    ...http,
    '## Codes',
    '',
    '| Code | name |',
    '|---|---|',
    ...codes,
    '',
  ].join('\n');
}

export const PROTOCOL_DOC = path.join(__dirname, '..', 'docs', 'protocol.md');

if (require.main === module) {
  fs.writeFileSync(PROTOCOL_DOC, protocolTable());
  console.log(`wrote ${path.relative(process.cwd(), PROTOCOL_DOC)}`);
}
