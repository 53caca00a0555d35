/**
 * 10160 modify profile through real sockets (SQLite under `server`, PostgreSQL under
 * `server-pg`): nickname rules and codes, the 24 h rename limit on the QA clock, uniqueness
 * (also under a race: exactly one of two players gets a name), introduction, picture choice.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code, Op, RENAME_WINDOW_MS, type PlayerProfile, type Reply } from '../../src/protocol';
import { chatPlayer, result } from '../chat/test-kit';
import { frameOf, makePlayer, type TestPlayer } from '../mail/test-kit';
import { startTestServer, type TestServer } from '../testing/harness';

let seq = 0;
/** A fresh valid nickname (letters and digits, ≤ 10). */
const fresh = (prefix: string) => `${prefix}${Date.now() % 100000}${seq++}`.slice(0, 10);

async function modify(p: TestPlayer, body: Record<string, unknown>): Promise<Reply> {
  p.lobby.send({ OP: Op.ProfileModify, ...body });
  return frameOf(p.lobby, Op.ProfileModifyReply, 30_000);
}

describe('profile edit (10160)', () => {
  let s: TestServer;
  beforeAll(async () => {
    // Sessions outlive the 24 h windows the clock is moved through.
    s = await startTestServer({ tokenTtlMs: 30 * RENAME_WINDOW_MS });
  }, 60_000);
  afterAll(() => s.cleanup());

  it('renames once per 24 h on the server clock; Detail tells when the next rename is allowed', async () => {
    const a = await makePlayer(s);
    const first = fresh('Ann');
    const r = await modify(a, { Name: first });
    expect(r.Code).toBe(Code.Ok);
    const profile = r.Result as PlayerProfile;
    expect(profile.Name).toBe(first);
    expect(profile.Detail).toMatchObject({ Rename: 1, RenameLimit: 1 });
    expect(profile.Detail!.NextRenameTime).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+08:00$/);

    const again = await modify(a, { Name: fresh('Bob') });
    expect([again.Code, again.Message]).toEqual([Code.RenameLimit, '已達修改暱稱次數上限']);
    // Sending the current name again is no rename: other fields still change.
    expect((await modify(a, { Name: first, Introduction: 'hi' })).Code).toBe(Code.Ok);

    s.clock.advance(RENAME_WINDOW_MS - 1000);
    expect((await modify(a, { Name: fresh('Cat') })).Code).toBe(Code.RenameLimit);
    s.clock.advance(1000);
    const later = await modify(a, { Name: fresh('Dan') });
    expect(later.Code).toBe(Code.Ok);
    expect((await s.services.repos.players.find(a.id))!.rename_count).toBe(2);
  });

  it.each([
    ['eleven chars', 'abcdefghijk'],
    ['a space', 'ab cd'],
    ['punctuation', '小明!'],
    ['full-width letters', 'ＡＢＣ'],
    ['emoji', 'ab😀'],
    ['empty', ''],
  ])('refuses %s with 200086 and keeps the name', async (_what, name) => {
    const a = await makePlayer(s);
    const before = (await s.services.repos.players.find(a.id))!.name;
    const r = await modify(a, { Name: name });
    expect([r.Code, r.Message]).toEqual([Code.NicknameInvalid, '暱稱須在10個半形中文、英文或數字字元以內']);
    expect((await s.services.repos.players.find(a.id))!.name).toBe(before);
  });

  it('accepts ten Chinese characters, letters and digits mixed', async () => {
    const a = await makePlayer(s);
    expect((await modify(a, { Name: '一二三四五六七八九十' })).Code).toBe(Code.Ok);
    const b = await makePlayer(s);
    expect((await modify(b, { Name: fresh('小明') })).Code).toBe(Code.Ok);
  });

  it('refuses sensitive words in a nickname and an introduction with 200067', async () => {
    const a = await makePlayer(s);
    expect((await modify(a, { Name: '代儲ab' })).Code).toBe(Code.SensitiveWords);
    const r = await modify(a, { Introduction: '歡迎找我 代 儲' });
    expect([r.Code, r.Message]).toEqual([Code.SensitiveWords, '內容包含敏感字詞，請調整後重新發送']);
    expect((await s.services.repos.players.find(a.id))!.information).toBe('');
  });

  it('refuses a nickname that poses as staff (管理員, 客服, 官方, 系統, GM, admin, any width or case) with 200067', async () => {
    const a = await makePlayer(s);
    for (const name of ['官方客服', '系統小幫手', 'GM小明', 'Admin01', '小管理員']) {
      const r = await modify(a, { Name: name });
      expect([r.Code, r.Message], name).toEqual([Code.SensitiveWords, '內容包含敏感字詞，請調整後重新發送']);
    }
    expect((await modify(a, { Name: fresh('Bigmac') })).Code).toBe(Code.Ok);
  });

  it('refuses a name another player carries (case folded) with 200087, without using the rename', async () => {
    const name = fresh('Eve');
    await makePlayer(s, { Name: name });
    const b = await makePlayer(s);
    const r = await modify(b, { Name: name.toUpperCase() });
    expect([r.Code, r.Message]).toEqual([Code.NicknameTaken, '此暱稱已被使用']);
    expect((await modify(b, { Name: fresh('Fay') })).Code).toBe(Code.Ok);
  });

  it('frees the old name on a rename and holds the new one', async () => {
    const a = await makePlayer(s);
    const b = await makePlayer(s);
    const c = await makePlayer(s);
    const first = fresh('Gus');
    expect((await modify(a, { Name: first })).Code).toBe(Code.Ok);
    expect((await modify(b, { Name: first })).Code).toBe(Code.NicknameTaken);
    s.clock.advance(RENAME_WINDOW_MS);
    expect((await modify(a, { Name: fresh('Hal') })).Code).toBe(Code.Ok);
    expect((await modify(c, { Name: first })).Code).toBe(Code.Ok);
  });

  it('two players renaming to one name at once: exactly one wins, the other gets 200087', async () => {
    for (let round = 0; round < 3; round++) {
      const players = await Promise.all([makePlayer(s), makePlayer(s), makePlayer(s)]);
      const name = fresh('Ivy');
      const replies = await Promise.all(players.map((p) => modify(p, { Name: name })));
      const codes = replies.map((r) => r.Code).sort();
      expect(codes).toEqual([Code.Ok, Code.NicknameTaken, Code.NicknameTaken].sort());
      const holders = [];
      for (const p of players) if ((await s.services.repos.players.find(p.id))!.name === name) holders.push(p.id);
      expect(holders).toHaveLength(1);
    }
  });

  it('one player renaming from two sockets at once renames once', async () => {
    const a = await makePlayer(s);
    const second = { ...a, lobby: await s.initSocket('lobby', a.token) };
    const replies = await Promise.all([modify(a, { Name: fresh('Jo') }), modify(second, { Name: fresh('Kim') })]);
    expect(replies.map((r) => r.Code).sort()).toEqual([Code.Ok, Code.RenameLimit].sort());
    expect((await s.services.repos.players.find(a.id))!.rename_count).toBe(1);
  });

  it('limits the introduction to 100 characters and decodes percent-encoded fields on Decode', async () => {
    const a = await makePlayer(s);
    expect((await modify(a, { Introduction: 'x'.repeat(101) })).Code).toBe(Code.InvalidInput);
    const r = await modify(a, { Introduction: encodeURIComponent('你好 world'), Decode: true });
    expect((r.Result as PlayerProfile).Information).toBe('你好 world');
    expect((await modify(a, { Introduction: '%E4%Z', Decode: true })).Code).toBe(Code.InvalidInput);
  });

  it('another player sees no Detail; the owner does (11520)', async () => {
    const a = await makePlayer(s);
    const b = await makePlayer(s);
    b.lobby.send({ OP: Op.UserInfo, PlayerID: a.id });
    expect(((await frameOf(b.lobby, Op.UserInfoReply)).Result as PlayerProfile).Detail).toBeUndefined();
    a.lobby.send({ OP: Op.UserInfo, PlayerID: a.id });
    expect(((await frameOf(a.lobby, Op.UserInfoReply)).Result as PlayerProfile).Detail).toEqual({ Rename: 0, RenameLimit: 1, NextRenameTime: '' });
  });

  it('a message sent after the rename carries the new name', async () => {
    const renamedLater = fresh('New');
    const speaker = await chatPlayer(s, { Name: fresh('Old') });
    const lobby = { id: speaker.id, token: speaker.token, lobby: await s.initSocket('lobby', speaker.token) };
    expect(result(await speaker.chat.request({ OP: Op.ChatPublicSend, Message: 'before' })).Name).not.toBe(renamedLater);
    const renamed = renamedLater;
    expect((await modify(lobby, { Name: renamed })).Code).toBe(Code.Ok);
    const after = await speaker.chat.request({ OP: Op.ChatPublicSend, Message: 'after' });
    expect(result(after).Name).toBe(renamed);
  });
});
