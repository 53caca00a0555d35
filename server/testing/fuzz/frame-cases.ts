/**
 * Hostile socket frames (issue 14 item 3), generated with fast-check from a seed so a run can
 * be repeated: text that is not JSON, JSON that is not an object, OPs that are not integers,
 * OPs nobody handles, every request OP of the contract with fields of the wrong type (checked
 * against the OP's own request schema, so the expected answer is known), payloads just under
 * and over the frame limit, deeply nested values, binary frames. Each case says what the
 * server must answer: a reply OP with one of some codes (or any code, when the payload is valid
 * and a handler runs), or a close.
 */
import fc from 'fast-check';
import { Code, Op, contract, parsePayload, replyOp } from '../../../src/protocol';
import { MAX_FRAME_BYTES } from '../../ws/connection';
import { WS_MAX_PAYLOAD } from '../../ws/socket-server';

export type FrameKind =
  | 'not-json'
  | 'not-object'
  | 'op-not-integer'
  | 'unknown-op'
  | 'wrong-types'
  | 'valid-shape'
  | 'near-limit'
  | 'over-limit'
  | 'far-over-limit'
  | 'deep-nesting'
  | 'binary';

export const FRAME_KINDS: readonly FrameKind[] = [
  'not-json',
  'not-object',
  'op-not-integer',
  'unknown-op',
  'wrong-types',
  'valid-shape',
  'near-limit',
  'over-limit',
  'far-over-limit',
  'deep-nesting',
  'binary',
];

export interface FrameCase {
  kind: FrameKind;
  /** The OP the frame names, when it names an integer one. */
  op: number | null;
  data: string | Buffer;
  /** A reply with this OP and one of these codes (`any`: a handler ran), or the socket closes. */
  expect: { reply: number; codes: readonly number[] | 'any' } | { close: number };
}

/** Request OPs of the contract except the two inits (the fuzzer sends those itself). */
export const REQUEST_OPS: readonly number[] = Object.keys(contract)
  .map(Number)
  .filter((op) => op !== Op.Init && op !== Op.LobbyInit);

const KNOWN = new Set(Object.keys(contract).map(Number));
const protocolError = (code: number) => ({ reply: Op.ProtocolError, codes: [code] }) as const;

/** Field names of an object request schema (zod/mini keeps them in its definition). */
function fieldsOf(op: number): string[] {
  const schema = contract[op as keyof typeof contract].request as unknown as { _zod: { def: { shape?: Record<string, unknown> } } };
  return Object.keys(schema._zod.def.shape ?? {});
}

const oddValue = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.integer(),
  fc.double({ noNaN: true }),
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom(-1, 0, 1, 2 ** 31, Number.MAX_SAFE_INTEGER, 1e308, -1e308, '', '1', 'true', '<script>alert(1)</script>', "' OR 1=1 --", '__proto__'),
  fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 4 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 4 }),
);

function encode(value: unknown): string {
  return JSON.stringify(value);
}

/** What a frame naming a known OP must get: any code when its schema takes it, else MalformedFrame. */
function answerFor(op: number, frame: unknown): { reply: number; codes: readonly number[] | 'any' } {
  const valid = parsePayload(contract[op as keyof typeof contract].request, frame).ok;
  return { reply: replyOp(op), codes: valid ? 'any' : [Code.MalformedFrame] };
}

/** A known OP with some of its fields (and some others) set to odd values. */
function fieldCase(op: number, fields: Record<string, unknown>, kind?: FrameKind): FrameCase {
  const frame = { ...fields, OP: op };
  const expect = answerFor(op, frame);
  return { kind: kind ?? (expect.codes === 'any' ? 'valid-shape' : 'wrong-types'), op, data: encode(frame), expect };
}

function nested(depth: number, asArray: boolean): string {
  return asArray ? `${'['.repeat(depth)}${']'.repeat(depth)}` : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
}

const arbitraries: Record<Exclude<FrameKind, 'valid-shape'>, fc.Arbitrary<FrameCase>> = {
  'not-json': fc
    .oneof(fc.string({ maxLength: 200 }), fc.string({ unit: 'binary', maxLength: 200 }), fc.json().map((j) => j.slice(0, Math.max(0, j.length - 1)) + '\u0000'))
    .filter((text) => {
      try {
        JSON.parse(text);
        return false;
      } catch {
        return true;
      }
    })
    .map((text) => ({ kind: 'not-json', op: null, data: text, expect: protocolError(Code.MalformedFrame) })),
  'not-object': fc
    .oneof(fc.array(fc.jsonValue({ maxDepth: 3 }), { maxLength: 5 }), fc.string(), fc.double({ noNaN: true }), fc.boolean(), fc.constant(null))
    .map((v) => ({ kind: 'not-object', op: null, data: encode(v), expect: protocolError(Code.MalformedFrame) })),
  'op-not-integer': fc
    .tuple(
      fc.oneof(fc.string({ maxLength: 12 }), fc.double({ noNaN: true }).filter((d) => !Number.isSafeInteger(d)), fc.boolean(), fc.constant(null), fc.array(fc.integer(), { maxLength: 2 }), fc.constant(2 ** 60)),
      fc.dictionary(fc.string({ maxLength: 8 }), oddValue, { maxKeys: 3 }),
    )
    .map(([OP, rest]) => ({ kind: 'op-not-integer', op: null, data: encode({ ...rest, OP }), expect: protocolError(Code.MalformedFrame) })),
  'unknown-op': fc
    .tuple(fc.oneof(fc.integer(), fc.constantFrom(...REQUEST_OPS.map(replyOp)), fc.constantFrom(Op.ProtocolError, 0, -1)), fc.dictionary(fc.string({ maxLength: 8 }), oddValue, { maxKeys: 3 }))
    .filter(([op]) => !KNOWN.has(op))
    .map(([op, rest]) => ({ kind: 'unknown-op', op, data: encode({ ...rest, OP: op }), expect: { reply: replyOp(op), codes: [Code.UnknownOp] } })),
  'wrong-types': fc
    .constantFrom(...REQUEST_OPS)
    .chain((op) =>
      fc
        .tuple(fc.subarray(fieldsOf(op)), fc.dictionary(fc.string({ maxLength: 10 }), oddValue, { maxKeys: 2 }))
        .chain(([keys, extra]) => fc.tuple(fc.constant(op), fc.constant(extra), fc.array(oddValue, { minLength: keys.length, maxLength: keys.length }), fc.constant(keys))),
    )
    .map(([op, extra, values, keys]) => fieldCase(op, { ...extra, ...Object.fromEntries(keys.map((k, i) => [k, values[i]])) })),
  'near-limit': fc
    .tuple(fc.constantFrom(...REQUEST_OPS), fc.integer({ min: MAX_FRAME_BYTES - 4_096, max: MAX_FRAME_BYTES - 200 }))
    .map(([op, size]) => {
      const [field = 'Content'] = fieldsOf(op);
      return fieldCase(op, { [field]: 'x'.repeat(size) }, 'near-limit');
    }),
  'over-limit': fc
    .tuple(fc.constantFrom(...REQUEST_OPS), fc.integer({ min: MAX_FRAME_BYTES + 1, max: WS_MAX_PAYLOAD - 100 }))
    .map(([op, size]) => ({ kind: 'over-limit', op, data: encode({ OP: op, Content: 'x'.repeat(size) }), expect: protocolError(Code.FrameTooLarge) })),
  'far-over-limit': fc
    .integer({ min: WS_MAX_PAYLOAD + 1, max: 4 * WS_MAX_PAYLOAD })
    .map((size) => ({ kind: 'far-over-limit', op: null, data: encode({ OP: Op.Wallet, Content: 'x'.repeat(size) }), expect: { close: 1009 } })),
  'deep-nesting': fc
    .tuple(fc.constantFrom(...REQUEST_OPS), fc.integer({ min: 50, max: Math.floor(MAX_FRAME_BYTES / 8) }), fc.boolean(), fc.boolean())
    .map(([op, depth, asArray, intoField]): FrameCase => {
      const [field = 'Deep'] = fieldsOf(op);
      const data = `{"OP":${op},${JSON.stringify(intoField ? field : 'Deep')}:${nested(depth, asArray)}}`;
      return { kind: 'deep-nesting', op, data, expect: answerFor(op, JSON.parse(data)) };
    }),
  binary: fc
    .uint8Array({ minLength: 1, maxLength: 300 })
    .map((bytes) => ({ kind: 'binary', op: null, data: Buffer.from(bytes), expect: protocolError(Code.MalformedFrame) })),
};

/** How often each kind comes up (far-over-limit closes the socket, so it is rare). */
const WEIGHTS: Record<Exclude<FrameKind, 'valid-shape'>, number> = {
  'not-json': 12,
  'not-object': 8,
  'op-not-integer': 8,
  'unknown-op': 10,
  'wrong-types': 45,
  'near-limit': 2,
  'over-limit': 2,
  'far-over-limit': 0.2,
  'deep-nesting': 4,
  binary: 4,
};

/** `count` frames from `seed`: the same seed gives the same frames. */
export function frameCases(count: number, seed: number): FrameCase[] {
  const weighted = (Object.keys(WEIGHTS) as (keyof typeof WEIGHTS)[]).map((k) => ({ arbitrary: arbitraries[k], weight: Math.max(1, Math.round(WEIGHTS[k] * 5)) }));
  return fc.sample(fc.oneof(...weighted), { seed, numRuns: count });
}
