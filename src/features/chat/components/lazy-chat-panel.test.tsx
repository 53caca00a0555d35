import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { resetChat } from '../handlers';
import { renderChat } from '../test-utils';
import { useChatViewStore } from '../view-store';
import { ChatWindow } from './chat-window';

// Counts the imports of the open panel's module: it must not load with the closed window.
const panelModule = vi.hoisted(() => ({ imports: 0 }));
vi.mock('./chat-panel', async (importOriginal) => {
  panelModule.imports += 1;
  return await importOriginal();
});
vi.mock('next-auth/react', () => ({
  useSession: () => ({ status: 'authenticated', data: { provider: 'line', user: { vipLevel: 3 } } }),
}));
vi.mock('next/navigation', () => ({
  useParams: () => ({ locale: 'zh_tw' }),
  useRouter: () => ({ push: vi.fn() }),
  useSearchParams: () => new URLSearchParams(),
}));

afterEach(() => {
  resetChat();
  localStorage.clear();
});

describe('the open chat window’s code loads on demand', () => {
  it('not with the closed window; reaching for the launcher fetches it; an opening shows the frame with 載入中 until it is there', async () => {
    const view = renderChat(<ChatWindow />);
    const launcher = screen.getByTestId('chat-launcher');
    await act(async () => {
      for (let i = 0; i < 5; i++) await Promise.resolve();
    });
    expect(panelModule.imports).toBe(0);

    fireEvent.pointerEnter(launcher);
    await waitFor(() => expect(panelModule.imports).toBe(1));

    fireEvent.click(launcher);
    expect(useChatViewStore.getState().open).toBe(true);
    // React.lazy resolves on a later turn even for a fetched module: the frame shows first
    const frame = screen.getByRole('region', { name: '聊天室' });
    expect(frame).toHaveAttribute('aria-busy', 'true');
    expect(frame).toHaveTextContent('載入中');
    expect(await screen.findByRole('tablist')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: '聊天室' })).not.toHaveAttribute('aria-busy');
    expect(panelModule.imports).toBe(1);

    fireEvent.click(screen.getByRole('button', { name: '收合聊天室' }));
    expect(screen.getByTestId('chat-launcher')).toBeInTheDocument();
    view.unmount();
  });

  it('the loading frame can be collapsed', async () => {
    useChatViewStore.setState({ open: true, tab: 'public' });
    const { ChatPanelLoading } = await import('./chat-panel-frame');
    renderChat(<ChatPanelLoading />);
    expect(screen.getByRole('heading', { name: '聊天室' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '收合聊天室' }));
    expect(useChatViewStore.getState().open).toBe(false);
  });
});
