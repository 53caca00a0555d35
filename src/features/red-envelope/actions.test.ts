import { Code, Op, RedEnvelopeStatus } from '@/protocol';
import { closeEnvelope, openEnvelope, receiveOpenEnvelope } from './actions';
import { cancelEnvelope, createEnvelope } from './requests';
import { setEnvelopesOffered } from './permission';
import { useRedEnvelopeStore } from './store';
import { envelope, envelopeLobby } from './test-kit';

const sender = { name: '財神', pictureUrl: '', pictureSetting: 2 };
let bed: ReturnType<typeof envelopeLobby>;

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  bed?.dispose();
  vi.useRealTimers();
});

describe('send permission (chat §4 "Red envelope")', () => {
  it('asks 12810 once when the lobby is ready; true after its reply, false on a 200230 from any envelope OP', async () => {
    bed = envelopeLobby();
    bed.module.onReady?.('lobby');
    bed.module.onReady?.('lobby'); // a reconnect: not asked again
    bed.module.onReady?.('chat');
    const asked = await bed.sent(Op.RedEnvelopeList);
    expect(asked).toEqual([{ OP: Op.RedEnvelopeList, Status: 0, OrderBy: 1, IsDesc: true, Page: 1, PerPage: 10 }]);
    expect(useRedEnvelopeStore.getState().canSend).toBeNull(); // not known until answered
    await bed.answer(Op.RedEnvelopeListReply, Code.Ok, { List: [], Total: 0 });
    expect(useRedEnvelopeStore.getState().canSend).toBe(true);

    const cancelled = cancelEnvelope(5);
    await bed.sent();
    await bed.answer(Op.RedEnvelopeCancelReply, Code.RedEnvelopeNoPermission);
    expect(await cancelled).toMatchObject({ ok: false, code: Code.RedEnvelopeNoPermission });
    expect(useRedEnvelopeStore.getState().canSend).toBe(false);
  });

  it('a 200230 on the list itself leaves sending off; a reset forgets a granted permission', async () => {
    bed = envelopeLobby();
    bed.module.onReady?.('lobby');
    await bed.sent();
    await bed.answer(Op.RedEnvelopeListReply, Code.RedEnvelopeNoPermission);
    expect(useRedEnvelopeStore.getState().canSend).toBe(false);
    const created = createEnvelope({ Title: 't', Content: '', Amount: 10, Quantity: 1, Method: 1 });
    await bed.sent();
    await bed.answer(Op.RedEnvelopeCreateReply, Code.Ok, envelope());
    await created;
    useRedEnvelopeStore.setState({ canSend: true });
    bed.module.reset();
    expect(useRedEnvelopeStore.getState().canSend).toBeNull();
  });

  it('a brand that does not offer envelopes never asks; one reported after the lobby is ready asks then, once', async () => {
    bed = envelopeLobby(false);
    bed.module.onReady?.('lobby');
    expect(await bed.sent(Op.RedEnvelopeList)).toEqual([]);
    setEnvelopesOffered(true);
    setEnvelopesOffered(true);
    expect(await bed.sent(Op.RedEnvelopeList)).toHaveLength(1);
  });

  it('a new session (reset) asks again on its ready lobby socket', async () => {
    bed = envelopeLobby();
    bed.module.onReady?.('lobby');
    await bed.sent();
    await bed.answer(Op.RedEnvelopeListReply, Code.Ok, { List: [], Total: 0 });
    bed.module.reset();
    bed.module.onReady?.('lobby');
    expect(await bed.sent(Op.RedEnvelopeList)).toHaveLength(2);
  });
});

describe('the overlay (account §4 "Red envelope overlay")', () => {
  it('asks 12830 first: not received shows the envelope; 拆 sends 12790 with the numeric id and shows the amount', async () => {
    bed = envelopeLobby();
    const opening = openEnvelope({ envelopeId: 42, title: '恭喜發財', sender });
    expect(useRedEnvelopeStore.getState().overlay).toMatchObject({ look: 'loading', envelopeId: 42 });
    expect(await bed.sent(Op.RedEnvelopeDetail)).toEqual([{ OP: Op.RedEnvelopeDetail, RedEnvelopeID: 42 }]);
    await bed.answer(Op.RedEnvelopeDetailReply, Code.Ok, { Envelope: envelope(), MyAmount: 0 });
    await opening;
    expect(useRedEnvelopeStore.getState().overlay).toMatchObject({ look: 'open', envelope: { Content: '新年快樂' } });

    const receiving = receiveOpenEnvelope();
    void receiveOpenEnvelope(); // a double tap sends one receive
    expect(await bed.sent(Op.RedEnvelopeReceive)).toEqual([{ OP: Op.RedEnvelopeReceive, RedEnvelopeID: 42 }]);
    await bed.answer(Op.RedEnvelopeReceiveReply, Code.Ok, { RedEnvelopeID: 42, Amount: 88, Gold: 1088 });
    await receiving;
    expect(useRedEnvelopeStore.getState().overlay).toMatchObject({ look: 'received', amount: 88, sender });
  });

  it('a re-open of an envelope already received shows the received look with MyAmount', async () => {
    bed = envelopeLobby();
    const opening = openEnvelope({ envelopeId: 42, title: 't', sender });
    await bed.sent();
    await bed.answer(Op.RedEnvelopeDetailReply, Code.Ok, { Envelope: envelope({ Status: RedEnvelopeStatus.AllClaimed }), MyAmount: 30 });
    await opening;
    expect(useRedEnvelopeStore.getState().overlay).toMatchObject({ look: 'received', amount: 30 });
  });

  it.each([
    [RedEnvelopeStatus.AllClaimed, Code.RedEnvelopeAllClaimed],
    [RedEnvelopeStatus.Expired, Code.RedEnvelopeExpired],
    [RedEnvelopeStatus.Cancelled, Code.RedEnvelopeExpired],
  ])('an envelope in state %i shows the error look with %i', async (status, code) => {
    bed = envelopeLobby();
    const opening = openEnvelope({ envelopeId: 42, title: 't', sender });
    await bed.sent();
    await bed.answer(Op.RedEnvelopeDetailReply, Code.Ok, { Envelope: envelope({ Status: status }), MyAmount: 0 });
    await opening;
    expect(useRedEnvelopeStore.getState().overlay).toMatchObject({ look: 'error', code });
  });

  it('a refused detail (100013) or receive (200232) shows the error look; closing clears envelope, error and sender', async () => {
    bed = envelopeLobby();
    let opening = openEnvelope({ envelopeId: 9, title: 't', sender });
    await bed.sent();
    await bed.answer(Op.RedEnvelopeDetailReply, Code.PlayerNotFound);
    await opening;
    expect(useRedEnvelopeStore.getState().overlay).toMatchObject({ look: 'error', code: Code.PlayerNotFound });
    closeEnvelope();
    expect(useRedEnvelopeStore.getState().overlay).toBeNull();

    opening = openEnvelope({ envelopeId: 42, title: 't', sender });
    await bed.sent();
    await bed.answer(Op.RedEnvelopeDetailReply, Code.Ok, { Envelope: envelope(), MyAmount: 0 });
    await opening;
    const receiving = receiveOpenEnvelope();
    await bed.sent();
    await bed.answer(Op.RedEnvelopeReceiveReply, Code.RedEnvelopeAlreadyReceived);
    await receiving;
    expect(useRedEnvelopeStore.getState().overlay).toMatchObject({ look: 'error', code: Code.RedEnvelopeAlreadyReceived });
  });

  it('closing while 12830 is on its way: the late reply does not reopen it', async () => {
    bed = envelopeLobby();
    const opening = openEnvelope({ envelopeId: 42, title: 't', sender });
    await bed.sent();
    closeEnvelope();
    await bed.answer(Op.RedEnvelopeDetailReply, Code.Ok, { Envelope: envelope(), MyAmount: 0 });
    await opening;
    expect(useRedEnvelopeStore.getState().overlay).toBeNull();
  });
});
