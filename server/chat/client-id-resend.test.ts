/**
 * No lost outgoing message (issue 7 item 7): a send carries the client's ClientID; when the
 * socket drops before the sender read the acknowledgement, the client resends the same
 * ClientID on a new socket and the server answers with the first message instead of storing
 * (and pushing) a second one.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ChannelType, Code, Op } from '../../src/protocol';
import { startTestServer, type TestServer } from '../testing/harness';
import { chatPlayer, drain, result } from './test-kit';

async function rowsWith(s: TestServer, clientId: string) {
  return s.db.selectFrom('chat_messages').selectAll().where('client_id', '=', clientId).execute();
}

describe('chat: a resent ClientID is stored once', () => {
  let s: TestServer;
  beforeEach(async () => {
    s = await startTestServer();
  });
  afterEach(() => s.cleanup());

  it('public: socket cut before the acknowledgement was read, resend on a new socket → one row, others saw it once', async () => {
    const alice = await chatPlayer(s);
    const bob = await chatPlayer(s);
    alice.chat.send({ OP: Op.ChatPublicSend, Message: '斷線前送出', ClientID: 'c-1' });
    // Bob's copy proves the server stored and pushed it; Alice never reads hers.
    const seen = await bob.chat.next();
    expect(result(seen)).toMatchObject({ Message: '斷線前送出', ClientID: 'c-1', PlayerID: alice.id });
    alice.chat.terminate();
    await alice.chat.closed;

    const again = await s.initSocket('chat', alice.token);
    const answer = await again.request({ OP: Op.ChatPublicSend, Message: '斷線前送出', ClientID: 'c-1' });
    expect(answer.OP).toBe(Op.ChatPublicPush);
    expect(answer.Code).toBe(Code.Ok);
    expect(result(answer)).toEqual(result(seen));

    expect(await rowsWith(s, 'c-1')).toHaveLength(1);
    expect(await drain(bob.chat)).toEqual([]);
    expect(await drain(again)).toEqual([]);
  });

  it('private: the resend answers the first message; the addressee gets no second push or 30051', async () => {
    const alice = await chatPlayer(s);
    const bob = await chatPlayer(s);
    const first = await alice.chat.request({ OP: Op.ChatPrivateSend, PlayerID: bob.id, Message: '嗨', ClientID: 'p_7' });
    expect(await bob.chat.next()).toEqual(first);
    expect((await bob.chat.next()).OP).toBe(Op.ChatUnreadChanged);

    const resent = await alice.chat.request({ OP: Op.ChatPrivateSend, PlayerID: bob.id, Message: '嗨', ClientID: 'p_7' });
    expect(resent).toEqual(first);
    expect(result(resent).ChannelType).toBe(ChannelType.Private);
    expect(await rowsWith(s, 'p_7')).toHaveLength(1);
    expect(await drain(bob.chat)).toEqual([]);
  });

  it('a resend is answered even when a rule would refuse it now (the rate limit)', async () => {
    const alice = await chatPlayer(s);
    const first = await alice.chat.request({ OP: Op.ChatPublicSend, Message: '0', ClientID: 'r-0' });
    for (let i = 1; i < 10; i++) await alice.chat.request({ OP: Op.ChatPublicSend, Message: String(i), ClientID: `r-${i}` });
    const refused = await alice.chat.request({ OP: Op.ChatPublicSend, Message: 'x', ClientID: 'r-10' });
    expect(refused.Code).toBe(Code.ChatRateLimited);
    // The refusal names the send it refuses.
    expect(result(refused)).toEqual({ ClientID: 'r-10' });
    expect(await alice.chat.request({ OP: Op.ChatPublicSend, Message: '0', ClientID: 'r-0' })).toEqual(first);
    expect(await rowsWith(s, 'r-10')).toHaveLength(0);
  });

  it('different players may use the same ClientID; a malformed ClientID is refused', async () => {
    const alice = await chatPlayer(s);
    const bob = await chatPlayer(s);
    await alice.chat.request({ OP: Op.ChatPublicSend, Message: 'a', ClientID: 'same' });
    await drain(bob.chat);
    const fromBob = await bob.chat.request({ OP: Op.ChatPublicSend, Message: 'b', ClientID: 'same' });
    expect(result(fromBob)).toMatchObject({ Message: 'b', PlayerID: bob.id });
    expect(await rowsWith(s, 'same')).toHaveLength(2);
    await drain(alice.chat);

    const bad = await alice.chat.request({ OP: Op.ChatPublicSend, Message: 'c', ClientID: 'has space' });
    expect(bad.Code).toBe(Code.MalformedFrame);
    const long = await alice.chat.request({ OP: Op.ChatPublicSend, Message: 'c', ClientID: 'x'.repeat(65) });
    expect(long.Code).toBe(Code.MalformedFrame);
  });
});
