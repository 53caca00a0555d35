import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AccountHelperPath, AccountPath, Code, Provider } from '../../src/protocol';
import { startTestServer, type TestServer } from '../testing/harness';
import { isUniqueViolation } from '../db/repositories/account-links';
import { LINK_MESSAGES } from './link-identity';
import { postAs, providerToken, signInWith } from './test-kit';

describe('account view and identity linking', () => {
  let s: TestServer;
  beforeEach(async () => {
    s = await startTestServer();
  });
  afterEach(() => s.cleanup());

  const bind = (token: string, TPType: number, TPToken: string) => postAs(s, token, AccountHelperPath.ThirdPartyBind, { TPType, TPToken });

  it('a guest sees themself as a guest with nothing linked', async () => {
    const guest = await s.signInGuest();
    const r = await postAs(s, guest.token, AccountHelperPath.Account);
    expect(r.json).toMatchObject({ Code: Code.HttpOk, Result: { PlayerID: guest.playerId, Provider: Provider.guest, IsGuest: true, Phone: '', Linked: [], Status: 1 } });
    expect(r.json.Result.RegistTime).toBe('2025-01-15T12:00:00+08:00');
    expect((await s.post(AccountHelperPath.Account, {})).json.Code).toBe(Code.SessionExpired);
  });

  it('a guest links LINE: no longer a guest, and signing in with LINE is the same player', async () => {
    const guest = await s.signInGuest();
    const r = await bind(guest.token, Provider.line, await providerToken(s, 'line', 'link-a'));
    expect(r.json).toMatchObject({ Code: Code.HttpOk, Result: { PlayerID: guest.playerId, Provider: Provider.line, IsGuest: false, Linked: [{ TPType: Provider.line }] } });
    const signIn = await signInWith(s, Provider.line, await providerToken(s, 'line', 'link-a'));
    expect(signIn).toMatchObject({ Code: Code.HttpOk, Result: { Player: { PlayerID: guest.playerId, RegistSituation: 0 } } });
    // The sign-in ended the guest session (single session); the LINE one sees the same account.
    expect((await postAs(s, signIn.Result.Token, AccountHelperPath.Account)).json.Result.Linked).toHaveLength(1);
  });

  it('linking the same identity again is a success that changes nothing', async () => {
    const guest = await s.signInGuest();
    await bind(guest.token, Provider.line, await providerToken(s, 'line', 'again'));
    const again = await bind(guest.token, Provider.line, await providerToken(s, 'line', 'again'));
    expect(again.json).toMatchObject({ Code: Code.HttpOk, Result: { Linked: [{ TPType: Provider.line }] } });
  });

  it('a second provider keeps the account provider; the view lists both in LINE, Google order', async () => {
    const guest = await s.signInGuest();
    await bind(guest.token, Provider.google, await providerToken(s, 'google', 'g-1'));
    const r = await bind(guest.token, Provider.line, await providerToken(s, 'line', 'l-1'));
    expect(r.json.Result.Provider).toBe(Provider.google);
    expect(r.json.Result.Linked.map((l: { TPType: number }) => l.TPType)).toEqual([Provider.line, Provider.google]);
  });

  it('an identity of another player: 200361 with its text; nothing changes', async () => {
    const owner = await signInWith(s, Provider.line, await providerToken(s, 'line', 'taken'));
    const guest = await s.signInGuest();
    const r = await bind(guest.token, Provider.line, await providerToken(s, 'line', 'taken'));
    expect(r.json).toEqual({ Code: Code.IdentityLinkedElsewhere, Message: '此帳號已綁定其他玩家，請改用其他帳號綁定', Result: null });
    expect((await postAs(s, guest.token, AccountHelperPath.Account)).json.Result).toMatchObject({ IsGuest: true, Linked: [] });
    expect((await signInWith(s, Provider.line, await providerToken(s, 'line', 'taken'))).Result.Player.PlayerID).toBe(owner.Result.Player.PlayerID);
  });

  it('a second identity of a provider the account has: 200362', async () => {
    const guest = await s.signInGuest();
    await bind(guest.token, Provider.line, await providerToken(s, 'line', 'first'));
    const r = await bind(guest.token, Provider.line, await providerToken(s, 'line', 'second'));
    expect(r.json).toEqual({ Code: Code.ProviderAlreadyLinked, Message: LINK_MESSAGES[Code.ProviderAlreadyLinked], Result: null });
    // A LINE account (signed up with LINE) cannot take a second LINE identity either.
    const lineUser = await signInWith(s, Provider.line, await providerToken(s, 'line', 'native'));
    expect((await bind(lineUser.Result.Token, Provider.line, await providerToken(s, 'line', 'other'))).json.Code).toBe(Code.ProviderAlreadyLinked);
  });

  it('a refused provider token: 200363 (the session stays); not a provider: 100001; bad body: 400', async () => {
    const guest = await s.signInGuest();
    expect((await bind(guest.token, Provider.line, 'not-a-token')).json).toMatchObject({ Code: Code.LinkTokenInvalid, Message: LINK_MESSAGES[Code.LinkTokenInvalid] });
    expect((await postAs(s, guest.token, AccountPath.PlayerInfo)).json.Code).toBe(Code.HttpOk);
    expect((await bind(guest.token, Provider.phone, 'x')).json.Code).toBe(Code.InvalidInput);
    expect((await postAs(s, guest.token, AccountHelperPath.ThirdPartyBind, { TPType: Provider.line })).status).toBe(400);
    expect((await s.post(AccountHelperPath.ThirdPartyBind, { TPType: Provider.line, TPToken: 'x' })).json.Code).toBe(Code.SessionExpired);
  });

  it('two accounts linking one identity at once: exactly one wins', async () => {
    const guests = await Promise.all([s.signInGuest(), s.signInGuest(), s.signInGuest()]);
    const tokens = await Promise.all(guests.map(() => providerToken(s, 'line', 'contested')));
    const replies = await Promise.all(guests.map((g, i) => bind(g.token, Provider.line, tokens[i]!)));
    const codes = replies.map((r) => r.json.Code).sort();
    expect(codes).toEqual([Code.HttpOk, Code.IdentityLinkedElsewhere, Code.IdentityLinkedElsewhere]);
    const rows = await s.db.selectFrom('player_identities').selectAll().where('tp_type', '=', Provider.line).where('tp_id', '=', 'contested').execute();
    expect(rows).toHaveLength(1);
  });

  it('one account linking two LINE identities at once: exactly one wins', async () => {
    const guest = await s.signInGuest();
    const [a, b] = await Promise.all([providerToken(s, 'line', 'twin-a'), providerToken(s, 'line', 'twin-b')]);
    const replies = await Promise.all([bind(guest.token, Provider.line, a), bind(guest.token, Provider.line, b)]);
    expect(replies.map((r) => r.json.Code).sort()).toEqual([Code.HttpOk, Code.ProviderAlreadyLinked]);
  });

  it('the unique index refuses a second owner of an OAuth identity, but not of a phone', async () => {
    const [a, b] = await Promise.all([s.signInGuest(), s.signInGuest()]);
    const store = s.services.repos.accountLinks;
    await store.insertIdentity(a.playerId, Provider.google, 'same', 1);
    const err = await store.insertIdentity(b.playerId, Provider.google, 'same', 1).catch((e: unknown) => e);
    expect(isUniqueViolation(err)).toBe(true);
    await store.insertIdentity(a.playerId, 6, '0912345678', 1);
    await expect(store.insertIdentity(b.playerId, 6, '0912345678', 1)).resolves.toBeUndefined();
  });
});

describe('link refusal messages', () => {
  it('the server messages are the zh_tw texts of the errors catalogue', async () => {
    const zh = (await import('../../locales/zh_tw/errors.json')).default as Record<string, unknown>;
    for (const [code, message] of Object.entries(LINK_MESSAGES)) expect(zh[code]).toBe(message);
  });
});
