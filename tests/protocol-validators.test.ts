import fs from 'node:fs';
import path from 'node:path';
import { ChannelType, Op, checkResult, contract } from '@/protocol';
import { validators as requestValidators } from '@/protocol/generated/request-validators';
import { validators as resultValidators } from '@/protocol/generated/result-validators';
import { util } from 'zod/mini';
import { GENERATED_DIR, generatedValidators, utilHelpersSource } from '../scripts/compile-schemas';
import { chatMessageResult, unreadResult } from './fakes/results';

describe('src/protocol/generated (schemas compiled ahead of time)', () => {
  it('is current (run `npx tsx scripts/compile-schemas.ts` after changing a schema)', () => {
    for (const [name, text] of Object.entries(generatedValidators())) {
      expect(fs.readFileSync(path.join(GENERATED_DIR, name), 'utf8'), name).toBe(text);
    }
  });

  it("imports nothing: zod's util helpers are written out, and behave as zod's own", () => {
    for (const text of Object.values(generatedValidators())) expect(text).not.toMatch(/^import /m);
    const helpers = new Function(`${utilHelpersSource().join('\n')}\nreturn { isPlainObject, codePointLength };`)() as Pick<typeof util, 'isPlainObject' | 'codePointLength'>;
    class Thing {}
    const objects: unknown[] = [{}, { a: 1 }, [], null, undefined, 1, 'x', new Thing(), Object.create(null), new Date(0), new Map(), () => 1];
    objects.forEach((value, i) => expect(helpers.isPlainObject(value), `sample ${i}`).toBe(util.isPlainObject(value)));
    for (const text of ['', 'abc', '日金', '😀', 'a😀b😀', '\uD800', 'x\uDC00y', '𠀀𠀁']) expect(helpers.codePointLength(text), text).toBe(util.codePointLength(text));
  });

  it('has a validator for every request and every reply of the contract', () => {
    for (const [op, entry] of Object.entries(contract)) {
      expect(requestValidators[op], `request ${op}`).toBeTypeOf('function');
      expect(resultValidators[entry.reply], `reply ${entry.reply}`).toBeTypeOf('function');
    }
  });

  it('agrees with zod on valid and invalid input', () => {
    const message = resultValidators[Op.ChatPublicPush]!;
    expect(message(chatMessageResult())).toBe(true);
    expect(message(chatMessageResult({ Seq: -1 }))).not.toBe(true);
    expect(message({ ...chatMessageResult(), Params: { a: [] } })).not.toBe(true);
    expect(message(chatMessageResult({ ClientID: 'c-1' }))).toBe(true);
    expect(resultValidators[Op.ChatUnreadReply]!(unreadResult({ ClubTotal: 1.5 }))).not.toBe(true);
    const history = requestValidators[Op.ChatHistory]!;
    expect(history({ Page: 1, ChannelType: ChannelType.Public })).toBe(true);
    expect(history({ Page: 1, ChannelType: 5 })).not.toBe(true);
    expect(history({ Page: 1, ChannelType: ChannelType.Public, PerPage: 21 })).not.toBe(true);
    expect(requestValidators[Op.ChatPublicSend]!({ Message: 'x', ClientID: 'bad id!' })).not.toBe(true);
    // what the compiled check refuses, zod names
    expect(checkResult(Op.ChatUnreadReply, unreadResult({ ClubTotal: 1.5 }))).toMatchObject({ ok: false, path: 'ClubTotal' });
  });
});
