import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BIND_PHONE_GENERIC_KEY, BIND_PHONE_REWARD_KEY, bindPhoneErrorText, parseBindPhoneError } from '../../src/protocol/bind-phone-error';
import { AccountHelperPath, Code, ItemId, Op, PHONE_TPID_TYPE, PhoneRules } from '../../src/protocol';
import { PlayerStatus } from '../db/repositories/players';
import { startTestServer, type TestServer } from '../testing/harness';
import { BIND_PHONE_BONUS_GOLD } from './rules';
import {
  bindPhone,
  claimBonus,
  lastCode,
  PHONE,
  qaPlayer,
  sendBindCode,
  sendSignInCode,
  verifyBindCode,
  wrongCode,
} from './test-kit';

/** What the bind modal will show for a reply, through the client's own parser. */
const shown = (json: unknown) => bindPhoneErrorText(json);

describe('bind phone: send, verify, claim bonus; account §8 error envelope', () => {
  let s: TestServer;
  let token: string;
  let playerId: number;
  beforeEach(async () => {
    s = await startTestServer();
    ({ Token: token, PlayerID: playerId } = await qaPlayer(s, { Gold: 1000 }));
  });
  afterEach(() => s.cleanup());

  it('binds, pays the bonus once as a ledger row; a retry (reply lost) answers the same Bonus and pays nothing', async () => {
    expect((await sendBindCode(s, token)).json).toEqual({ Code: 0, Message: '', Result: { ExpiresIn: 600, ResendAfter: 60 } });
    const verified = await verifyBindCode(s, token, await lastCode(s, PHONE, 'bind'));
    expect(verified.json).toEqual({ Code: 0, Message: '', Result: { PhoneNumber: PHONE } });

    const info = await s.post('/api/v1/player/info', undefined, { 'api-token': token });
    expect(info.json.Result.TPIDs).toMatchObject({ [PHONE_TPID_TYPE]: PHONE });

    expect((await claimBonus(s, token)).json).toEqual({ Code: 0, Message: '', Result: { Bonus: BIND_PHONE_BONUS_GOLD } });
    // Issue 7: a retry is a replay of the wallet reference, not "already claimed" (Bonus null).
    expect((await claimBonus(s, token)).json).toEqual({ Code: 0, Message: '', Result: { Bonus: BIND_PHONE_BONUS_GOLD } });
    const ledger = await s.db.selectFrom('ledger').selectAll().where('player_id', '=', playerId).where('source', '=', 'bind phone bonus').execute();
    expect(ledger).toMatchObject([{ item_id: ItemId.Gold, delta: BIND_PHONE_BONUS_GOLD, before_amount: 1000, after_amount: 1000 + BIND_PHONE_BONUS_GOLD }]);
  });

  it('parallel claims pay exactly once and all answer the same Bonus', async () => {
    await bindPhone(s, token);
    const replies = await Promise.all(Array.from({ length: 10 }, () => claimBonus(s, token)));
    expect(replies.map((r) => r.json.Result.Bonus)).toEqual(Array.from({ length: 10 }, () => BIND_PHONE_BONUS_GOLD));
    const rows = await s.db.selectFrom('ledger').selectAll().where('player_id', '=', playerId).where('source', '=', 'bind phone bonus').execute();
    expect(rows).toHaveLength(1);
    expect(await s.services.repos.wallet.balance(playerId, ItemId.Gold)).toBe(1000 + BIND_PHONE_BONUS_GOLD);
  });

  it('errors: Code 100001, Message "bind failed:<code>", read by parseBindPhoneError', async () => {
    await sendBindCode(s, token);
    const code = await lastCode(s, PHONE, 'bind');
    const first = await verifyBindCode(s, token, wrongCode(code));
    expect(first.json).toEqual({ Code: Code.InvalidInput, Message: 'bind failed:200032', Result: { RemainingTime: 2 } });
    expect(parseBindPhoneError(first.json)).toEqual({ code: Code.WrongCode, remainingTime: 2 });
    const second = await verifyBindCode(s, token, wrongCode(code));
    expect(shown(second.json)).toEqual({ key: '200032', params: { remainingTime: 1 }, code: Code.WrongCode });
    const third = await verifyBindCode(s, token, wrongCode(code));
    expect(third.json).toEqual({ Code: Code.InvalidInput, Message: 'bind failed:200062', Result: null });
    expect(shown(third.json).key).toBe('200062');
    expect(shown((await verifyBindCode(s, token, code)).json).key).toBe('200062');
  });

  it('expired bind code → 200056', async () => {
    await sendBindCode(s, token);
    const code = await lastCode(s, PHONE, 'bind');
    await s.post('/__qa/clock', { AdvanceMs: PhoneRules.CodeTtlSeconds * 1000 });
    expect(shown((await verifyBindCode(s, token, code)).json).key).toBe('200056');
  });

  it('a bind code belongs to the player who asked for it', async () => {
    await sendBindCode(s, token);
    const other = await qaPlayer(s);
    const stolen = await verifyBindCode(s, other.Token, await lastCode(s, PHONE, 'bind'));
    expect(shown(stolen.json).key).toBe('200056');
    // A sign-in code is not a bind code either.
    await sendSignInCode(s, '0911111111', 'device-9');
    expect(shown((await verifyBindCode(s, token, await lastCode(s, '0911111111'), '0911111111')).json).key).toBe('200056');
  });

  it('an account that already has a phone binds no other number: 200024, never 200031 (whose words would be false)', async () => {
    const phoneOwner = await qaPlayer(s, { Phone: '0987654321' });
    expect((await sendBindCode(s, phoneOwner.Token, PHONE)).json).toEqual({ Code: Code.InvalidInput, Message: `bind failed:${Code.NotEligible}`, Result: null });
    expect(shown((await sendBindCode(s, phoneOwner.Token, '0987654321')).json).key).toBe(BIND_PHONE_GENERIC_KEY);
    await bindPhone(s, token);
    expect((await sendBindCode(s, token, '0911111111')).json.Message).toBe(`bind failed:${Code.NotEligible}`);
  });

  it('200031 only where it is true: the number carries another player\'s suspended account', async () => {
    const banned = await qaPlayer(s, { Phone: PHONE });
    await qaPlayer(s, { Phone: PHONE }); // another, active account on the number is no reason
    expect(await s.post(AccountHelperPath.Suspend, { PlayerID: banned.PlayerID, Reason: 'abuse' })).toMatchObject({ status: 200 });
    expect(shown((await sendBindCode(s, token)).json).key).toBe('200031');
    // lifted: the number binds again (its 3rd account)
    await s.post(AccountHelperPath.Suspend, { PlayerID: banned.PlayerID, Suspend: false });
    expect((await bindPhone(s, token)).json.Code).toBe(0);
  });

  it('a code sent, then the other account suspended before the verify: 200031 at the verify', async () => {
    const other = await qaPlayer(s, { Phone: PHONE });
    await sendBindCode(s, token);
    const code = await lastCode(s, PHONE, 'bind');
    await s.post(AccountHelperPath.Suspend, { PlayerID: other.PlayerID });
    expect((await verifyBindCode(s, token, code)).json.Message).toBe('bind failed:200031');
  });

  it('a verify repeated after its reply was lost answers success again and binds nothing new', async () => {
    await sendBindCode(s, token);
    const code = await lastCode(s, PHONE, 'bind');
    expect((await verifyBindCode(s, token, code)).json).toEqual({ Code: 0, Message: '', Result: { PhoneNumber: PHONE } });
    expect((await verifyBindCode(s, token, code)).json).toEqual({ Code: 0, Message: '', Result: { PhoneNumber: PHONE } });
    expect(await s.db.selectFrom('phone_binds').selectAll().where('player_id', '=', playerId).execute()).toHaveLength(1);
  });

  it('200082: a number carries at most 5 accounts (checked at send and at verify)', async () => {
    for (let i = 0; i < PhoneRules.AccountsPerPhone - 1; i++) await qaPlayer(s, { Phone: PHONE });
    // The 5th account binds; its code is sent before a 6th player races for the number.
    const late = await qaPlayer(s);
    await sendBindCode(s, late.Token, PHONE, 'late-device');
    const lateCode = await lastCode(s, PHONE, 'bind');
    expect((await bindPhone(s, token, PHONE, 'device-x')).json.Code).toBe(0);
    expect(shown((await sendBindCode(s, (await qaPlayer(s)).Token)).json).key).toBe('200082');
    expect((await verifyBindCode(s, late.Token, lateCode)).json.Message).toBe('bind failed:200082');
  });

  it('parallel binds of one number: only the 5th account binds, the others get 200082', async () => {
    for (let i = 0; i < PhoneRules.AccountsPerPhone - 1; i++) await qaPlayer(s, { Phone: PHONE });
    const racers = await Promise.all([qaPlayer(s), qaPlayer(s), qaPlayer(s)]);
    const codes: string[] = [];
    for (const [i, racer] of racers.entries()) {
      await sendBindCode(s, racer.Token, PHONE, `race-${i}`);
      codes.push(await lastCode(s, PHONE, 'bind'));
    }
    const replies = await Promise.all(racers.map((racer, i) => verifyBindCode(s, racer.Token, codes[i]!)));
    expect(replies.filter((r) => r.json.Code === 0)).toHaveLength(1);
    expect(replies.filter((r) => r.json.Message === 'bind failed:200082')).toHaveLength(2);
  });

  it('200035: 5 bind codes per player per day, any numbers; 200030 when the number itself is at 5', async () => {
    for (let i = 0; i < PhoneRules.CodesPerDay; i++) {
      expect((await sendBindCode(s, token, `091234560${i}`, `dev-${i}`)).json.Code).toBe(0);
    }
    expect(shown((await sendBindCode(s, token, '0987654321', 'dev-new')).json).key).toBe('200035');

    const other = await qaPlayer(s);
    for (let i = 0; i < PhoneRules.CodesPerDay; i++) await sendSignInCode(s, '0922222222', `sign-${i}`);
    expect(shown((await sendBindCode(s, other.Token, '0922222222', 'fresh')).json).key).toBe('200030');
  });

  it('when several limits hold, the phone limit answers first (phone, device, player)', async () => {
    for (let i = 0; i < PhoneRules.CodesPerDay; i++) expect((await sendBindCode(s, token)).json.Code).toBe(0);
    expect((await sendBindCode(s, token)).json.Message).toBe('bind failed:200030');
    expect((await sendBindCode(s, token, '0933333333')).json.Message).toBe('bind failed:200063');
    expect((await sendBindCode(s, token, '0933333333', 'device-2')).json.Message).toBe('bind failed:200035');
    await s.post('/__qa/clock', { AdvanceMs: 12 * 3600_000 }); // Taipei midnight
    expect((await sendBindCode(s, token)).json.Code).toBe(0);
  });

  it('200063: 5 codes per device per day in the bind flow too', async () => {
    for (let i = 0; i < PhoneRules.CodesPerDay; i++) await sendSignInCode(s, `091234560${i}`, 'shared');
    expect(shown((await sendBindCode(s, token, PHONE, 'shared')).json).key).toBe('200063');
  });

  it('claim without a bind, or with another Screen → reward-claim error (inner 100001)', async () => {
    const none = await claimBonus(s, token);
    expect(none.json).toEqual({ Code: Code.InvalidInput, Message: 'bind failed:100001', Result: null });
    expect(shown(none.json).key).toBe(BIND_PHONE_REWARD_KEY);
    await bindPhone(s, token);
    expect(shown((await claimBonus(s, token, 'Profile')).json).key).toBe(BIND_PHONE_REWARD_KEY);
    expect((await claimBonus(s, token)).json.Result).toEqual({ Bonus: BIND_PHONE_BONUS_GOLD });
  });

  it('bad phone format → 100001 手機格式錯誤 without an inner code (綁定錯誤)', async () => {
    const r = await sendBindCode(s, token, '12345');
    expect(r.json).toEqual({ Code: Code.InvalidInput, Message: '手機格式錯誤', Result: null });
    expect(shown(r.json).key).toBe(BIND_PHONE_GENERIC_KEY);
  });

  it('without a valid token: 100005 directly (the global session code), suspended: 100014', async () => {
    expect((await sendBindCode(s, 'nope')).json).toMatchObject({ Code: Code.SessionExpired, Result: null });
    expect((await claimBonus(s, '')).json.Code).toBe(Code.SessionExpired);
    await s.db.updateTable('players').set({ status: PlayerStatus.Suspended }).where('id', '=', playerId).execute();
    expect((await sendBindCode(s, token)).json.Code).toBe(Code.AccountSuspended);
  });

  it('socket 10640 / 12390: icon state and the accounts on the bound number', async () => {
    const lobby = await s.initSocket('lobby', token);
    expect(await lobby.request({ OP: Op.PhoneBindIcon })).toMatchObject({
      OP: Op.PhoneBindIconReply,
      Code: Code.Ok,
      Result: { Show: true, IsBound: false, Bonus: BIND_PHONE_BONUS_GOLD },
    });
    expect((await lobby.request({ OP: Op.PhoneBindAccount })).Result).toEqual({ PhoneNumber: '', Accounts: [] });
    const sibling = await qaPlayer(s, { Name: '同號', Phone: PHONE });
    await bindPhone(s, token);
    expect((await lobby.request({ OP: Op.PhoneBindIcon })).Result).toMatchObject({ Show: true, IsBound: true });
    await claimBonus(s, token);
    // The bonus pushes the new balance to the open lobby socket first (server/wallet).
    expect(await lobby.next()).toMatchObject({ OP: Op.WalletReply, Result: { Bag: { Items: { [ItemId.Gold]: { Amount: 1000 + BIND_PHONE_BONUS_GOLD } } } } });
    expect((await lobby.request({ OP: Op.PhoneBindIcon })).Result).toMatchObject({ Show: false, IsBound: true });
    const accounts = (await lobby.request({ OP: Op.PhoneBindAccount })).Result as { PhoneNumber: string; Accounts: { Player: { PlayerID: number } }[] };
    expect(accounts.PhoneNumber).toBe(PHONE);
    expect(accounts.Accounts.map((a) => a.Player.PlayerID)).toEqual([playerId, sibling.PlayerID]); // registration order
  });
});
