import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import zhTw from '../../locales/zh_tw/errors.json';
import idId from '../../locales/id_id/errors.json';
import viVn from '../../locales/vi_vn/errors.json';
import { accountViewSchema, bagLogRequestSchema, LINKABLE_TP_TYPES, suspendRequestSchema, thirdPartyBindRequestSchema } from './account-helpers';
import { Code } from './codes';
import { errorMessage, type TranslateFn } from './errors';
import { Provider } from './ids';
import { parsePayload } from './schema';

const RESOURCES = { zh_tw: zhTw, id_id: idId, vi_vn: viVn } as const;

function errorsT(lng: keyof typeof RESOURCES): TranslateFn {
  const instance = i18next.createInstance();
  void instance.init({ lng, fallbackLng: false, ns: ['errors'], defaultNS: 'errors', initAsync: false, resources: { [lng]: { errors: RESOURCES[lng] } } });
  const t = instance.getFixedT(lng, 'errors');
  return (key, options) => t(key, options);
}

describe('account linking error texts', () => {
  const zh: ReadonlyArray<[number, string]> = [
    [Code.IdentityLinkedElsewhere, '此帳號已綁定其他玩家，請改用其他帳號綁定'],
    [Code.ProviderAlreadyLinked, '您的帳號已綁定過此登入方式'],
    [Code.LinkTokenInvalid, '綁定驗證失敗，請重新登入該帳號後再試'],
  ];
  it.each(zh)('%i has its zh_tw text', (code, text) => {
    expect(errorMessage(errorsT('zh_tw'), { code, message: 'server text' })).toBe(text);
  });
  it.each(zh)('%i has its own id_id and vi_vn texts (not the server message, not Chinese)', (code, text) => {
    for (const lng of ['id_id', 'vi_vn'] as const) {
      const shown = errorMessage(errorsT(lng), { code, message: 'server text' });
      expect(shown).not.toBe('server text');
      expect(shown).not.toBe(text);
      expect(shown).not.toMatch(/[\u4e00-\u9fff]/);
    }
  });
  it('the three codes differ from each other and from every other code', () => {
    const codes = zh.map(([c]) => c);
    expect(new Set(codes).size).toBe(3);
    expect(Object.values(Code).filter((c) => codes.includes(c as never))).toHaveLength(3);
  });
});

describe('account helper bodies', () => {
  it('bind takes a provider type and a token', () => {
    expect(parsePayload(thirdPartyBindRequestSchema, { TPType: Provider.line, TPToken: 'abc' }).ok).toBe(true);
    expect(parsePayload(thirdPartyBindRequestSchema, { TPType: Provider.line, TPToken: '' }).ok).toBe(false);
    expect(parsePayload(thirdPartyBindRequestSchema, { TPType: '7', TPToken: 'abc' }).ok).toBe(false);
  });
  it('bag log is the passbook fetch: a tab, a page, at most 50 rows', () => {
    const body = { ItemID: 1, StartTime: 0, EndTime: 1, Page: 1, PerPage: 2, Tab: 1 };
    expect(parsePayload(bagLogRequestSchema, body).ok).toBe(true);
    expect(parsePayload(bagLogRequestSchema, { ...body, PerPage: 51 }).ok).toBe(false);
    expect(parsePayload(bagLogRequestSchema, { ...body, Tab: 5 }).ok).toBe(false);
  });
  it('suspend names a player; Suspend is optional', () => {
    expect(parsePayload(suspendRequestSchema, { PlayerID: 3 }).ok).toBe(true);
    expect(parsePayload(suspendRequestSchema, { PlayerID: 0 }).ok).toBe(false);
  });
  it('the account view carries linked providers without their subjects', () => {
    const view = { PlayerID: 1, Name: 'a', Provider: Provider.guest, IsGuest: true, Phone: '', Linked: [{ TPType: Provider.line, LinkedAt: 5 }], Status: 1, RegistTime: 'x', LastLoginTime: 'y' };
    expect(parsePayload(accountViewSchema, view).ok).toBe(true);
    expect(LINKABLE_TP_TYPES).toEqual([7, 3, 4, 2]);
  });
});
