import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { ChatSpecialOp, type ChatMessage } from '@/protocol';
import { createTestI18n } from '@/ui/testing';
import bigWin from '@locales/zh_tw/big-win.json';
import { RecordWinCard } from './record-win-card';

vi.mock('next/navigation', () => ({ useParams: () => ({ locale: 'zh_tw' }), usePathname: () => '/zh_tw/play-game/m' }));

const message = (Params: ChatMessage['Params']) => ({ Params }) as ChatMessage;

function renderCard(m: ChatMessage) {
  const i18n = createTestI18n();
  i18n.addResourceBundle('zh_tw', 'big-win', bigWin);
  return render(
    <I18nextProvider i18n={i18n}>
      <RecordWinCard message={m} />
    </I18nextProvider>,
  );
}

describe('record-win chat card', () => {
  it('shows who won what, at what multiple, in which game, and links to that round’s replay', () => {
    renderCard(
      message({ op: ChatSpecialOp.RecordWin, gamecode: '10001', player_id: 42, from: '<i>幸運星</i>', amount: 1520000, multiple: 152, gameName: '財神到', round_id: 'r 1', site_id: 'crab' }),
    );
    const card = screen.getByTestId('record-win-card');
    expect(card).toHaveTextContent('精彩紀錄');
    expect(card).toHaveTextContent('<i>幸運星</i> 在 財神到 贏得');
    expect(card).toHaveTextContent('1,520,000 金幣');
    expect(card).toHaveTextContent('152 倍');
    expect(card).toHaveAttribute('href', '/zh_tw/play-game/now?gameCode=10001&playerId=42&roundId=r+1&siteId=crab');
    expect(card.querySelector('i')).toBeNull();
  });

  it.each([
    ['another op', { op: ChatSpecialOp.Share, gamecode: '10001', player_id: 42 }],
    ['no game', { op: ChatSpecialOp.RecordWin, player_id: 42 }],
    ['no winner', { op: ChatSpecialOp.RecordWin, gamecode: '10001', player_id: 'x' }],
    ['no params', null],
  ])('shows nothing for %s', (_, params) => {
    renderCard(message(params as ChatMessage['Params']));
    expect(screen.queryByTestId('record-win-card')).toBeNull();
  });
});
