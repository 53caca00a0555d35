/**
 * The big-win state (written by ./on-demand.ts only): the promotion status the server keeps, the
 * last refusal to show, the banner on screen (through the 4 s queue) and a vault code waiting
 * to be read. Nothing survives a reset.
 */
import { BigWinLimits } from '@/protocol/big-win-rules';
import type { ReceivedBigWinAlert, BigWinStatusValue } from '@/protocol';
import { createStore } from '@/lib/create-store';
import { BannerQueue } from './banner-queue';

export interface ShownBanner {
  /** Increases with every banner shown (a new key replays the entrance). */
  seq: number;
  alert: ReceivedBigWinAlert;
}

export interface BigWinError {
  code: number;
  message: string;
  /** A new refusal with the same text is still shown again. */
  seq: number;
}

interface BigWinState {
  status: BigWinStatusValue | null;
  banner: ShownBanner | null;
  vault: ReceivedBigWinAlert | null;
  error: BigWinError | null;
}

const initial = (): BigWinState => ({ status: null, banner: null, vault: null, error: null });

export const useBigWinStore = createStore<BigWinState>('big-win', initial);

let seq = 0;

const queue = new BannerQueue<ReceivedBigWinAlert>({
  showMs: BigWinLimits.BannerMs,
  maxWaiting: BigWinLimits.MaxQueued,
  onShow: (alert) => useBigWinStore.setState({ banner: alert ? { seq: ++seq, alert } : null }),
});

/** Queues a banner (shown at once when none is on screen). */
export function queueBanner(alert: ReceivedBigWinAlert): void {
  queue.push(alert);
}

export function showVaultCode(alert: ReceivedBigWinAlert): void {
  useBigWinStore.setState({ vault: alert });
}

export function closeVaultCode(): void {
  useBigWinStore.setState({ vault: null });
}

export function setBigWinError(code: number, message: string): void {
  useBigWinStore.setState({ error: { code, message, seq: ++seq } });
}

export function setPromotionStatus(status: BigWinStatusValue): void {
  useBigWinStore.setState({ status, error: null });
}

export function resetBigWin(): void {
  queue.clear();
  useBigWinStore.setState(initial());
}
