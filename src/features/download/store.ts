import { createStore } from '@/lib/create-store';
import type { DownloadKind } from './links';

/** The QR modal (下載遊戲): the link it encodes and which store it is, or closed. */
interface DownloadState {
  qr: { kind: DownloadKind; link: string } | null;
  /** The floating tab was closed by the player (for this page visit). */
  floatDismissed: boolean;
}

export const useDownloadStore = createStore<DownloadState>('download', () => ({ qr: null, floatDismissed: false }));

/** Opens 下載遊戲 with the QR of `link`. */
export function openDownloadQr(kind: DownloadKind, link: string): void {
  useDownloadStore.setState({ qr: { kind, link } });
}

export function closeDownloadQr(): void {
  useDownloadStore.setState({ qr: null });
}

export function dismissDownloadFloat(): void {
  useDownloadStore.setState({ floatDismissed: true });
}
