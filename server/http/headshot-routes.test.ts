/**
 * /api/v1/headshot on both engines: upload by magic bytes (PNG, JPEG, WebP; a renamed text
 * file refused), 1 MB limit, session required, served with its type and nosniff, and 10160
 * accepts only the player's own uploaded picture.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code, HEADSHOT_MAX_BYTES, HeadshotPath, Op, type PlayerProfile } from '../../src/protocol';
import { frameOf, makePlayer } from '../mail/test-kit';
import { startTestServer, type TestServer } from '../testing/harness';

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 2)]);
const WEBP = Buffer.concat([Buffer.from('RIFF'), Buffer.from([0, 0, 0, 0]), Buffer.from('WEBPVP8 '), Buffer.alloc(32, 3)]);

describe('headshot upload', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
  }, 60_000);
  afterAll(() => s.cleanup());

  const upload = async (token: string | null, body: Buffer, contentType = 'application/octet-stream') => {
    const res = await fetch(`${s.url}${HeadshotPath.Upload}`, {
      method: 'POST',
      headers: { 'content-type': contentType, ...(token ? { 'api-token': token } : {}) },
      body: new Uint8Array(body),
    });
    return { status: res.status, json: (await res.json()) as { Code: number; Message: string; Result: { PicURL: string } | null } };
  };

  it.each([
    ['PNG', PNG, 'image/png', /\.png$/],
    ['JPEG', JPEG, 'image/jpeg', /\.jpg$/],
    ['WebP', WEBP, 'image/webp', /\.webp$/],
  ])('stores a %s and serves it with its type and nosniff', async (_name, bytes, type, ext) => {
    const a = await makePlayer(s);
    const r = await upload(a.token, bytes, 'text/html');
    expect(r.json.Code).toBe(Code.HttpOk);
    const url = r.json.Result!.PicURL;
    expect(url.startsWith(`${HeadshotPath.Serve}/${a.id}-`)).toBe(true);
    expect(url).toMatch(ext);
    const served = await fetch(`${s.url}${url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe(type);
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true);
  });

  it('refuses HTML dressed as a picture, an empty body, and over 1 MB; asks for a session', async () => {
    const a = await makePlayer(s);
    const html = await upload(a.token, Buffer.from('<html><script>alert(1)</script></html>'), 'image/png');
    expect([html.status, html.json.Code]).toEqual([400, Code.InvalidInput]);
    expect((await upload(a.token, Buffer.alloc(0))).json.Code).toBe(Code.InvalidInput);
    const big = Buffer.concat([PNG, Buffer.alloc(HEADSHOT_MAX_BYTES, 0)]);
    const tooBig = await upload(a.token, big);
    expect([tooBig.status, tooBig.json.Code]).toEqual([413, Code.FrameTooLarge]);
    expect((await upload(null, PNG)).json.Code).toBe(Code.SessionExpired);
    expect((await upload('not-a-token', PNG)).json.Code).toBe(Code.SessionExpired);
  });

  it('answers 404 for unknown or malformed names (no path escapes)', async () => {
    for (const name of ['1-00000000000000000000000000000000.png', '..%2F..%2Fetc%2Fpasswd', '1-abc.svg']) {
      expect((await fetch(`${s.url}${HeadshotPath.Serve}/${name}`)).status).toBe(404);
    }
  });

  it('10160 PicSetting 1 takes only the own uploaded picture; 2 shows the default avatar', async () => {
    const a = await makePlayer(s);
    const b = await makePlayer(s);
    const mine = (await upload(a.token, PNG)).json.Result!.PicURL;
    const theirs = (await upload(b.token, PNG)).json.Result!.PicURL;
    a.lobby.send({ OP: Op.ProfileModify, PicSetting: 1, PicURL: theirs });
    expect((await frameOf(a.lobby, Op.ProfileModifyReply)).Code).toBe(Code.InvalidInput);
    a.lobby.send({ OP: Op.ProfileModify, PicSetting: 1, PicURL: 'https://evil.example/x.png' });
    expect((await frameOf(a.lobby, Op.ProfileModifyReply)).Code).toBe(Code.InvalidInput);
    a.lobby.send({ OP: Op.ProfileModify, PicSetting: 1, PicURL: mine });
    const set = (await frameOf(a.lobby, Op.ProfileModifyReply)).Result as PlayerProfile;
    expect([set.PictureSetting, set.PicURL]).toEqual([1, mine]);
    a.lobby.send({ OP: Op.ProfileModify, PicSetting: 2 });
    expect(((await frameOf(a.lobby, Op.ProfileModifyReply)).Result as PlayerProfile).PictureSetting).toBe(2);
    // Back to the picture kept on the profile without sending it again.
    a.lobby.send({ OP: Op.ProfileModify, PicSetting: 1 });
    expect(((await frameOf(a.lobby, Op.ProfileModifyReply)).Result as PlayerProfile).PictureSetting).toBe(1);
  });

  it('keeps at most two files a player: the one on the profile and the newest upload', async () => {
    const a = await makePlayer(s);
    const first = (await upload(a.token, PNG)).json.Result!.PicURL;
    a.lobby.send({ OP: Op.ProfileModify, PicSetting: 1, PicURL: first });
    expect((await frameOf(a.lobby, Op.ProfileModifyReply)).Code).toBe(Code.Ok);
    const second = (await upload(a.token, JPEG)).json.Result!.PicURL;
    const third = (await upload(a.token, WEBP)).json.Result!.PicURL;
    const status = async (url: string) => (await fetch(`${s.url}${url}`)).status;
    expect([await status(first), await status(second), await status(third)]).toEqual([200, 404, 200]);
    // the replaced upload can no longer be chosen
    a.lobby.send({ OP: Op.ProfileModify, PicSetting: 1, PicURL: second });
    expect((await frameOf(a.lobby, Op.ProfileModifyReply)).Code).toBe(Code.InvalidInput);
  });
});
