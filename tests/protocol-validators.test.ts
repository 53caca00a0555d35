import fs from 'node:fs';
import path from 'node:path';
import { Op, bodies, checkResult, contract, pushes } from '@/protocol';
import * as z from 'zod/mini';
import { validators as resultValidators } from '@/protocol/generated/result-validators';
import { GENERATED_DIR, generatedValidators, utilHelpersSource } from '../scripts/compile-schemas';
import { chatMessageResult, specChatMessageResult, unreadResult } from './fakes/results';

describe('src/protocol/generated (schemas compiled ahead of time)', () => {
  it('is current (run `npx tsx scripts/compile-schemas.ts` after changing a schema)', () => {
    for (const [name, text] of Object.entries(generatedValidators())) {
      expect(fs.readFileSync(path.join(GENERATED_DIR, name), 'utf8'), name).toBe(text);
    }
  });

  it("imports nothing: zod's util helpers are written out, and behave as zod's own", () => {
    for (const text of Object.values(generatedValidators())) expect(text).not.toMatch(/^import /m);
    const helpers = new Function(`${utilHelpersSource().join('\n')}\nreturn { isPlainObject, codePointLength };`)() as Pick<typeof z.util, 'isPlainObject' | 'codePointLength'>;
    class Thing {}
    const objects: unknown[] = [{}, { a: 1 }, [], null, undefined, 1, 'x', new Thing(), Object.create(null), new Date(0), new Map(), () => 1];
    objects.forEach((value, i) => expect(helpers.isPlainObject(value), `sample ${i}`).toBe(z.util.isPlainObject(value)));
    for (const text of ['', 'abc', '日金', '😀', 'a😀b😀', '\uD800', 'x\uDC00y', '𠀀𠀁']) expect(helpers.codePointLength(text), text).toBe(z.util.codePointLength(text));
  });

  it('has a validator for every reply of the contract', () => {
    for (const entry of Object.values(contract)) {
      expect(resultValidators[entry.reply], `reply ${entry.reply}`).toBeTypeOf('function');
    }
  });

  it('checks only schemas whose output is their input (valid input is used as sent, so a transform, default or coercion would be skipped)', () => {
    const changing = new Set(['transform', 'pipe', 'default', 'prefault', 'catch']);
    /** Where under `value` a schema changes its input (its def's schema-valued fields, walked). */
    const changes = (value: unknown, at: string, seen = new Set<unknown>()): string[] => {
      if (typeof value !== 'object' || value === null || seen.has(value)) return [];
      seen.add(value);
      const def = (value as { _zod?: { def?: { type?: unknown; coerce?: unknown } } })._zod?.def;
      if (def && typeof def.type === 'string') {
        const here = changing.has(def.type) || def.coerce === true ? [`${at}: ${def.type}`] : [];
        return [...here, ...Object.entries(def).flatMap(([key, field]) => (key === 'checks' ? [] : changes(field, `${at}.${key}`, seen)))];
      }
      if (Array.isArray(value)) return value.flatMap((item, i) => changes(item, `${at}[${i}]`, seen));
      if (def || Object.getPrototypeOf(value) !== Object.prototype) return [];
      return Object.entries(value).flatMap(([key, field]) => changes(field, `${at}.${key}`, seen));
    };
    const checked: [string, unknown][] = [
      ...Object.values(contract).map((e) => [`reply ${e.reply}`, e.result] as [string, unknown]),
      ...Object.entries(pushes).map(([op, schema]) => [`push ${op}`, schema] as [string, unknown]),
      ...Object.entries(bodies).map(([name, schema]) => [`body ${name}`, schema] as [string, unknown]),
    ];
    expect(checked.length).toBeGreaterThan(60);
    expect(checked.flatMap(([at, schema]) => changes(schema, at))).toEqual([]);
    // the walk finds one where there is one, however deep
    const sample = z.object({ list: z.array(z.object({ n: z.pipe(z.string(), z.transform((t: string) => t.length)) })) });
    expect(changes(sample, 'sample')).toEqual(['sample.shape.list.element.shape.n: pipe', 'sample.shape.list.element.shape.n.out: transform']);
  });

  it('agrees with zod on valid and invalid input', () => {
    const message = resultValidators[Op.ChatPublicPush]!;
    expect(message(chatMessageResult())).toBe(true);
    expect(message(chatMessageResult({ Seq: -1 }))).not.toBe(true);
    expect(message({ ...chatMessageResult(), Params: { a: [] } })).not.toBe(true);
    expect(message(chatMessageResult({ ClientID: 'c-1' }))).toBe(true);
    expect(message(specChatMessageResult()), 'a message shaped as chat §3 gives it (decision 328)').toBe(true);
    expect(message(specChatMessageResult({ Seq: 1.5 }))).not.toBe(true); // a Seq that is there is still checked
    expect(resultValidators[Op.ChatUnreadReply]!(unreadResult({ ClubTotal: 1.5 }))).not.toBe(true);
    // what the compiled check refuses, zod names
    expect(checkResult(Op.ChatUnreadReply, unreadResult({ ClubTotal: 1.5 }))).toMatchObject({ ok: false, path: 'ClubTotal' });
  });
});
