/**
 * A vault unlock (issue 40 item 4; docs/decisions/327-vault-unlock.md), in one place: a game
 * round that unlocked a vault mints its player a redeem code of their own — single use, 7 days,
 * paying the vault's gold (item 1) through the redeem service and the wallet when redeemed — and
 * tells that player twice: a private system notice in chat (Params op vault_unlock: subContent =
 * the code, jackpot_id = the unlock's id, gameName; the card opens the bank-code modal) and a
 * 10081 with WinType 3 and the VaultCode to their lobby sockets alone.
 * Once per round: the unlock row (UNIQUE round_id) commits with the code, so a retried hook
 * finds the first code; the notice is once-only by its key, and the push goes with the call
 * that posted the notice, so a retry pushes nothing either.
 */
import { randomInt } from 'node:crypto';
import idBigWin from '../../locales/id_id/big-win.json';
import viBigWin from '../../locales/vi_vn/big-win.json';
import zhBigWin from '../../locales/zh_tw/big-win.json';
import { BigWinType, ChatSpecialOp, ItemId, RecordWinParam } from '../../src/protocol';
import { sendSystemNotice } from '../chat/system-notices';
import { withTransaction } from '../db/repositories';
import { vaultUnlocksRepository, type VaultUnlockRow } from '../db/repositories/vault-unlocks';
import { fill, gameLang, type GameLang } from '../games/texts';
import { publishBigWin } from '../promotions';
import { mintRedeemCode } from '../redeem/redeem-service';
import type { Services } from '../services';

/** The bank-code page's promise: a vault code is redeemed within 7 days. */
export const VAULT_CODE_TTL_MS = 7 * 24 * 3600_000;

/** Letters and digits a vault code is drawn from (no 0/O, 1/I: it is read off a screen and typed). */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** 'V' + 11 letters or digits: 55 random bits, within the redeem pattern (4–32). */
const CODE_LENGTH = 11;
/** Draws before giving up on a free code (a clash is a 2⁻⁵⁵ event). */
const MAX_DRAWS = 5;

const NOTICE: Record<GameLang, string> = {
  zh_tw: zhBigWin.vault.chatMessage,
  id_id: idBigWin.vault.chatMessage,
  vi_vn: viBigWin.vault.chatMessage,
};
const NUMBER_LOCALE: Record<GameLang, string> = { zh_tw: 'zh-TW', id_id: 'id-ID', vi_vn: 'vi-VN' };

/** A round that unlocked a vault, as the game tells it. */
export interface VaultOpening {
  /** The round (game_rounds.id as a string): one vault per round. */
  roundId: string;
  playerId: number;
  gameCode: string;
  provider: string;
  bet: number;
  /** Gold the vault holds (the game's rule). */
  gold: number;
}

function newVaultCode(): string {
  return 'V' + Array.from({ length: CODE_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
}

/** The round has an unlock already (a racing twin committed first): roll this one's code back. */
class RoundTaken extends Error {}

/**
 * Mints the round's code and records the unlock in one transaction; answers the round's unlock,
 * the first one when the round had one.
 */
async function unlockOnce(services: Services, v: VaultOpening): Promise<VaultUnlockRow> {
  if (!Number.isSafeInteger(v.gold) || v.gold < 1) throw new RangeError(`a vault holds whole gold, at least 1; got ${v.gold}`);
  const known = await vaultUnlocksRepository(services.repos.db).byRound(v.roundId);
  if (known) return known;
  for (let draw = 1; draw <= MAX_DRAWS; draw++) {
    const code = newVaultCode();
    try {
      const row = await withTransaction(services.repos, async (tx) => {
        const minted = await mintRedeemCode(
          services,
          { code, items: { [ItemId.Gold]: v.gold }, maxUses: 1, siteId: null, expiresInMs: VAULT_CODE_TTL_MS, ownerId: v.playerId },
          tx,
        );
        if (!minted) return null; // the code exists: draw another
        const inserted = await vaultUnlocksRepository(tx.db).insert({
          roundId: v.roundId,
          playerId: v.playerId,
          gameCode: v.gameCode,
          code,
          gold: v.gold,
          createdAt: services.clock.now(),
        });
        if (!inserted) throw new RoundTaken();
        return inserted;
      });
      if (row) return row;
    } catch (err) {
      if (!(err instanceof RoundTaken)) throw err;
      const first = await vaultUnlocksRepository(services.repos.db).byRound(v.roundId);
      if (first) return first;
      throw new Error(`round ${v.roundId}: its vault unlock was taken and is not found`);
    }
  }
  throw new Error(`round ${v.roundId}: no free vault code after ${MAX_DRAWS} draws`);
}

/** The notice in chat, then — only from the call that posted it — the 10081 push. */
async function tellOwner(services: Services, vault: VaultUnlockRow, v: VaultOpening): Promise<boolean> {
  const { repos } = services;
  const player = await repos.players.find(vault.playerId);
  if (!player) return false;
  const game = await repos.games.find(vault.gameCode);
  const lang = gameLang(player.lang);
  const listedName = game?.name_zh_tw ?? vault.gameCode;
  const shownName = (lang === 'zh_tw' ? game?.name_zh_tw : game?.name_en_us) ?? vault.gameCode;
  const notice = await sendSystemNotice(services, {
    toPlayerId: vault.playerId,
    text: fill(NOTICE[lang], { game: shownName, amount: new Intl.NumberFormat(NUMBER_LOCALE[lang]).format(vault.gold) }),
    params: {
      op: ChatSpecialOp.VaultUnlock,
      subContent: vault.code,
      jackpot_id: vault.id,
      // The record-win message's names (chat §3): the zh_tw catalogue name, the code, the amount.
      [RecordWinParam.GameName]: listedName,
      [RecordWinParam.GameCode]: vault.gameCode,
      [RecordWinParam.Amount]: vault.gold,
      [RecordWinParam.RoundId]: vault.roundId,
    },
    onceKey: `vault-${vault.id}`,
  });
  if (!notice) return false;
  await publishBigWin(services, {
    winType: BigWinType.VaultCode,
    vaultCode: vault.code,
    playerId: vault.playerId,
    gameCode: vault.gameCode,
    provider: v.provider,
    bet: v.bet,
    win: vault.gold,
    multiple: 0,
    roundId: vault.roundId,
  });
  return true;
}

export interface VaultOpened {
  vault: VaultUnlockRow;
  /** False when the round's vault was told before (a retried hook): nothing was sent now. */
  told: boolean;
}

/**
 * Opens the vault a round unlocked: mints its code (once per round) and tells its player.
 * @example await openVault(services, { roundId: '42', playerId, gameCode: '10001', provider: 'be', bet: 100, gold: 1_500 })
 */
export async function openVault(services: Services, v: VaultOpening): Promise<VaultOpened> {
  const vault = await unlockOnce(services, v);
  return { vault, told: await tellOwner(services, vault, v) };
}

/** A player's vault unlocks, newest first (tests, support). */
export function vaultUnlocksOf(services: Services, playerId: number): Promise<VaultUnlockRow[]> {
  return vaultUnlocksRepository(services.repos.db).ofPlayer(playerId);
}
