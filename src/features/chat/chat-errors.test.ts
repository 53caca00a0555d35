/**
 * Every code a chat request can answer shows its own text in every locale (chat spec §8,
 * docs/protocol-chat.md "Rules and codes"), through the shared lookup with context 'chat'.
 */
import i18next from 'i18next';
import { Code } from '@/protocol';
import { errorMessage, type TranslateFn } from '@/protocol/errors';
import zhTw from '@locales/zh_tw/errors.json';
import idId from '@locales/id_id/errors.json';
import viVn from '@locales/vi_vn/errors.json';

const RESOURCES = { zh_tw: zhTw, id_id: idId, vi_vn: viVn } as const;

function errorsT(lng: keyof typeof RESOURCES): TranslateFn {
  const instance = i18next.createInstance();
  void instance.init({
    lng,
    fallbackLng: false,
    ns: ['errors'],
    defaultNS: 'errors',
    initAsync: false,
    interpolation: { escapeValue: false },
    resources: { [lng]: { errors: RESOURCES[lng] } },
  });
  const t = instance.getFixedT(lng, 'errors');
  return (key, options) => t(key, options);
}

const ZH: [code: number, text: string][] = [
  [Code.NotEligible, 'VIP等級需達到「金」才能發言'],
  [Code.SensitiveWords, '內容包含敏感字詞，請調整後重新發送'],
  [Code.Muted, '您已被系統禁言'],
  [Code.ChatRateLimited, '每分鐘最多只能發送10則訊息'],
  [Code.CannotReachPlayer, '無法聯繫此玩家'],
  [Code.PlayerNotFound, '指定玩家不存在'],
  [Code.ClubNotMember, '您尚未加入俱樂部'],
  [Code.ClubChatDisabled, '俱樂部尚未開啟聊天室'],
];

describe('chat error texts', () => {
  it.each(ZH)('%i shows its zh_tw text', (code, text) => {
    expect(errorMessage(errorsT('zh_tw'), { code, message: 'server text', context: 'chat' })).toBe(text);
  });

  it.each(['id_id', 'vi_vn'] as const)('%s has its own text for each (never the key, never the fallback)', (lng) => {
    const t = errorsT(lng);
    for (const [code] of ZH) {
      const text = errorMessage(t, { code, context: 'chat' });
      expect(text).toBeTruthy();
      expect(text).not.toMatch(/^\d+$|chat\.|Oops/);
    }
  });

  it('a malformed-message refusal (100019) shows the server reason', () => {
    expect(errorMessage(errorsT('zh_tw'), { code: Code.MalformedFrame, message: 'Message: at most 100 characters', context: 'chat' })).toBe(
      'Message: at most 100 characters',
    );
  });
});
