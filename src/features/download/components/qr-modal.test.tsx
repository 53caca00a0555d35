import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { openDownloadQr, useDownloadStore } from '../store';
import { renderDownload, stubViewport } from '../test-kit';
import { QrModal } from './qr-modal';

vi.mock('next/navigation', () => ({ useParams: () => ({ locale: 'zh_tw' }) }));
const qrProps = vi.hoisted(() => [] as Record<string, unknown>[]);
vi.mock('qrcode.react', () => ({
  QRCodeSVG: (props: Record<string, unknown>) => {
    qrProps.push(props);
    return <svg role="img" aria-label={String(props['aria-label'])} />;
  },
}));

const LINK = 'https://apps.apple.example/tw/app/bj188';

describe('QrModal (下載遊戲)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    useDownloadStore.setState({ qr: null });
    qrProps.length = 0;
  });

  it('shows the QR of the link at size 220, low error level, in a 300 px modal with a close button', async () => {
    stubViewport(1280);
    openDownloadQr('appStore', LINK);
    renderDownload(<QrModal kind="appStore" link={LINK} />);
    const dialog = await screen.findByRole('dialog', { name: '下載遊戲' });
    expect(dialog.style.maxWidth).toBe('300px');
    expect(qrProps.at(-1)).toMatchObject({ value: LINK, size: 220, level: 'L' });
    expect(screen.getByRole('img', { name: 'App Store 下載 QR Code' })).toBeInTheDocument();
    expect(screen.getByText('使用 iPhone 相機掃描 QR Code，前往 App Store 下載')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: '關閉' }));
    expect(useDownloadStore.getState().qr).toBeNull();
  });

  it('closes by itself when the level goes above 2, not before', async () => {
    const viewport = stubViewport(1100);
    openDownloadQr('googlePlay', 'https://play.google.example/x');
    renderDownload(<QrModal kind="googlePlay" link="https://play.google.example/x" />);
    await screen.findByRole('dialog', { name: '下載遊戲' });
    viewport.resize(1024); // level 2
    expect(useDownloadStore.getState().qr).not.toBeNull();
    viewport.resize(1000); // level 3
    await waitFor(() => expect(useDownloadStore.getState().qr).toBeNull());
  });
});
