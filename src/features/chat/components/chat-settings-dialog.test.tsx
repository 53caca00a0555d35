import { fireEvent, screen } from '@testing-library/react';
import { resetChat } from '../handlers';
import { readSettings } from '../settings';
import { renderChat } from '../test-utils';
import { useChatViewStore } from '../view-store';
import { ChatSettingsDialog } from './chat-settings-dialog';

const open = () => useChatViewStore.setState({ settingsOpen: true });
const sw = (name: string) => screen.getByRole('switch', { name });

afterEach(() => {
  resetChat();
  localStorage.clear();
});

describe('ChatSettingsDialog', () => {
  it('shows three switches, on by default', async () => {
    open();
    renderChat(<ChatSettingsDialog />);
    expect(await screen.findByRole('dialog', { name: '聊天設定' })).toBeInTheDocument();
    for (const name of ['顯示公告未讀數', '顯示公頻未讀數', '顯示俱樂部未讀數']) expect(sw(name)).toHaveAttribute('aria-checked', 'true');
  });

  it('confirm saves to localStorage', async () => {
    open();
    renderChat(<ChatSettingsDialog />);
    await screen.findByRole('dialog');
    fireEvent.click(sw('顯示公頻未讀數'));
    expect(sw('顯示公頻未讀數')).toHaveAttribute('aria-checked', 'false');
    expect(localStorage.getItem('showPublicUnread')).toBeNull(); // nothing saved yet
    fireEvent.click(screen.getByRole('button', { name: '確定' }));
    expect(localStorage.getItem('showPublicUnread')).toBe('false');
    expect(readSettings().showPublicUnread).toBe(false);
    expect(useChatViewStore.getState().settingsOpen).toBe(false);
  });

  it('closing reverts: the next opening shows what is saved', async () => {
    open();
    const view = renderChat(<ChatSettingsDialog />);
    await screen.findByRole('dialog');
    fireEvent.click(sw('顯示公告未讀數'));
    fireEvent.click(screen.getByRole('button', { name: '關閉' }));
    expect(localStorage.getItem('showAnnouncementUnread')).toBeNull();
    view.unmount();
    open();
    renderChat(<ChatSettingsDialog />);
    await screen.findByRole('dialog');
    expect(sw('顯示公告未讀數')).toHaveAttribute('aria-checked', 'true');
  });
});
