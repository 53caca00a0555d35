/**
 * `POST /__qa/big-win`: fires one big win as a game would (`publishBigWin`), so a test can see
 * the banner on other players' pages, the record-win chat message, or a vault-code push.
 * See docs/qa-api.md.
 */
import * as z from 'zod/mini';
import { BigWinLimits, BigWinType, Code, DEMO_SLOT_GAME_CODE, QaPath, parsePayload } from '../../src/protocol';
import { int, num, str } from '../../src/protocol/schema';
import { ReplyError } from '../errors';
import { badRequest, errorResult, type HttpResult } from '../http/reply';
import type { Router } from '../http/router';
import type { Services } from '../services';
import { publishBigWin, type BigWinEvent } from './publish-big-win';

const qaBigWinSchema = z.object({
  PlayerID: int(1),
  GameCode: z.optional(str(1, 40)),
  Provider: z.optional(str(1, 32)),
  Bet: int(1, 1_000_000_000_000),
  Win: int(0, 1_000_000_000_000),
  SymbolNo: z.optional(int(0, 999)),
  /** Default Win / Bet. */
  Multiple: z.optional(num(0)),
  WinType: z.optional(z.literal([BigWinType.BigPrize, BigWinType.Bonus, BigWinType.VaultCode])),
  RoundID: z.optional(str(0, 80)),
  /** WinType 3 only (required there). */
  VaultCode: z.optional(str(1, BigWinLimits.MaxVaultCodeLength)),
});

export function registerQaBigWinRoute(router: Router, services: Services): void {
  router.post(QaPath.BigWin, async (ctx): Promise<HttpResult> => {
    const parsed = parsePayload(qaBigWinSchema, ctx.body);
    if (!parsed.ok) return badRequest(parsed.error);
    const p = parsed.value;
    const base = {
      playerId: p.PlayerID,
      gameCode: p.GameCode ?? DEMO_SLOT_GAME_CODE,
      provider: p.Provider ?? 'be',
      bet: p.Bet,
      win: p.Win,
      symbolNo: p.SymbolNo,
      multiple: p.Multiple ?? Math.floor((p.Win / p.Bet) * 100) / 100,
      roundId: p.RoundID,
    };
    const winType = p.WinType ?? BigWinType.BigPrize;
    let event: BigWinEvent;
    if (winType === BigWinType.VaultCode) {
      if (!p.VaultCode) return badRequest('VaultCode: required for WinType 3');
      event = { ...base, winType, vaultCode: p.VaultCode };
    } else event = { ...base, winType };
    try {
      const outcome = await publishBigWin(services, event);
      return { body: { Alert: outcome.alert, Recipients: outcome.recipients.length, ChatMessageID: outcome.chatMessage?.ID ?? null } };
    } catch (err) {
      if (err instanceof ReplyError && err.code === Code.PlayerNotFound) return errorResult(404, err.code, err.message);
      throw err;
    }
  });
}
