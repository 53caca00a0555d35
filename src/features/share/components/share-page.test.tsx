import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { renderWithI18n } from '@/ui/testing';
import { useShareStore } from '../store';
import { SharePage } from './share-page';

const state = vi.hoisted(() => ({ status: 'authenticated', query: 'gameCode=10001&gameName=財神到' }));
vi.mock('next-auth/react', () => ({ useSession: () => ({ status: state.status, data: null }) }));
vi.mock('next/navigation', () => ({ useParams: () => ({ locale: 'zh_tw' }), useSearchParams: () => new URLSearchParams(state.query) }));

describe('/share', () => {
  afterEach(() => {
    useShareStore.setState({ share: null, open: false });
    state.status = 'authenticated';
    state.query = 'gameCode=10001&gameName=財神到';
  });

  it('opens 發送名單 for the game its query names, with a 分享 button to open it again', async () => {
    renderWithI18n(<SharePage />);
    await waitFor(() => expect(useShareStore.getState().share).toEqual({ gameCode: '10001', gameName: '財神到' }));
    expect(await screen.findByRole('button', { name: '分享' })).toBeInTheDocument();
  });

  it('asks a visitor to sign in and opens nothing', async () => {
    state.status = 'unauthenticated';
    renderWithI18n(<SharePage />);
    expect(await screen.findByRole('button', { name: '登入' })).toBeInTheDocument();
    expect(useShareStore.getState().open).toBe(false);
  });
});
