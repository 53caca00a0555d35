/**
 * The notice non-members below VIP 3 get after sending (chat spec §5). The server refuses
 * the same send with 200024; the notice already told the player, so that error stays quiet.
 */
import { ChatLimits } from '@/protocol/chat-rules';
import { chatRuntime } from './runtime';

const QUIET_MS = 5000;

/** True when a player of `vipLevel` outside any club gets the notice. */
export function needsVipNotice(vipLevel: number, inClub: boolean): boolean {
  return !inClub && vipLevel < ChatLimits.MinVipLevel;
}

/** The notice is on screen: the server's matching refusal is expected. */
export function noteVipNoticeShown(now = Date.now()): void {
  chatRuntime().vipNoticeAt = now;
}

/** True (once) when a 200024 answers a send the notice already explained. */
export function consumeVipNotice(now = Date.now()): boolean {
  const runtime = chatRuntime();
  if (runtime.vipNoticeAt === 0 || now - runtime.vipNoticeAt > QUIET_MS) return false;
  runtime.vipNoticeAt = 0;
  return true;
}
