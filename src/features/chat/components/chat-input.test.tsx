import { fireEvent, screen } from '@testing-library/react';
import { sendDraft } from '../actions';
import { resetChat } from '../handlers';
import { renderChat } from '../test-utils';
import { useChatViewStore } from '../view-store';
import { ChatInput } from './chat-input';

vi.mock('../actions', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../actions')>()),
  sendDraft: vi.fn(),
}));

const box = () => screen.getByRole('textbox', { name: '訊息' });

afterEach(() => {
  resetChat();
  vi.mocked(sendDraft).mockClear();
});

describe('ChatInput (chat spec §5)', () => {
  it('has the spec placeholder and a character counter', () => {
    renderChat(<ChatInput vipLevel={3} />);
    expect(box()).toHaveAttribute('placeholder', '請輸入訊息');
    fireEvent.change(box(), { target: { value: '哈囉' } });
    expect(screen.getByText('2/100')).toBeInTheDocument();
  });

  it('Enter sends; Shift+Enter does not (the newline is the browser default)', () => {
    renderChat(<ChatInput vipLevel={4} />);
    fireEvent.change(box(), { target: { value: '第一行' } });
    expect(fireEvent.keyDown(box(), { key: 'Enter', shiftKey: true })).toBe(true); // not prevented
    expect(sendDraft).not.toHaveBeenCalled();
    expect(fireEvent.keyDown(box(), { key: 'Enter' })).toBe(false); // prevented: no newline
    expect(sendDraft).toHaveBeenCalledWith({ vipLevel: 4 });
  });

  it('Enter during IME composition only confirms the candidate', () => {
    renderChat(<ChatInput vipLevel={3} />);
    fireEvent.change(box(), { target: { value: 'ㄋㄧˇ' } });
    fireEvent.keyDown(box(), { key: 'Enter', isComposing: true });
    fireEvent.keyDown(box(), { key: 'Enter', keyCode: 229 });
    fireEvent.compositionStart(box());
    fireEvent.keyDown(box(), { key: 'Enter' });
    expect(sendDraft).not.toHaveBeenCalled();
    fireEvent.compositionEnd(box(), { target: { value: '你' } });
    fireEvent.keyDown(box(), { key: 'Enter' });
    expect(sendDraft).toHaveBeenCalledTimes(1);
  });

  it('keeps at most 100 characters (code points)', () => {
    renderChat(<ChatInput vipLevel={3} />);
    fireEvent.change(box(), { target: { value: '好'.repeat(120) } });
    expect(Array.from(useChatViewStore.getState().draft)).toHaveLength(100);
    expect(screen.getByText('100/100')).toBeInTheDocument();
  });

  it('the send button is off for whitespace only; the settings button opens the dialog', () => {
    renderChat(<ChatInput vipLevel={3} />);
    fireEvent.change(box(), { target: { value: '   ' } });
    expect(screen.getByRole('button', { name: '發送' })).toBeDisabled();
    fireEvent.change(box(), { target: { value: ' 嗨 ' } });
    fireEvent.click(screen.getByRole('button', { name: '發送' }));
    expect(sendDraft).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: '聊天設定' }));
    expect(useChatViewStore.getState().settingsOpen).toBe(true);
  });
});
