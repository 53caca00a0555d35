import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { getBrand } from '@/brand';
import { useDownloadStore } from '../store';
import { renderDownload, stubViewport } from '../test-kit';
import { DownloadButtons } from './download-buttons';

vi.mock('next/navigation', () => ({ useParams: () => ({ locale: 'zh_tw' }) }));

describe('DownloadButtons', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    useDownloadStore.setState({ qr: null });
  });

  it('links App Store, Google Play and the APK of the brand', () => {
    stubViewport(390);
    renderDownload(<DownloadButtons from="test" />, 'owl');
    const { download } = getBrand('owl');
    expect(screen.getByRole('link', { name: 'App Store' })).toHaveAttribute('href', download.appStore);
    expect(screen.getByRole('link', { name: 'Google Play' })).toHaveAttribute('href', download.googlePlay);
    expect(screen.getByRole('link', { name: 'APK 下載' })).toHaveAttribute('href', download.apk);
  });

  it('on a phone-sized screen a button follows its link; on a desktop one it shows the QR', () => {
    const viewport = stubViewport(390);
    renderDownload(<DownloadButtons from="test" />);
    fireEvent.click(screen.getByRole('link', { name: 'Google Play' }));
    expect(useDownloadStore.getState().qr).toBeNull();
    viewport.resize(1440);
    fireEvent.click(screen.getByRole('link', { name: 'Google Play' }));
    expect(useDownloadStore.getState().qr).toEqual({ kind: 'googlePlay', link: getBrand('crab').download.googlePlay });
  });
});
