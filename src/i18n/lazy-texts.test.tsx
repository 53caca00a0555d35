import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import games from '@locales/zh_tw/games.json';
import { createTestI18n } from '@/ui/testing';
import { useLazyTexts } from './lazy-texts';

const never = { zh_tw: () => new Promise<{ default: object }>(() => undefined) };

function Title({ initial }: { initial?: object }) {
  const { tx, ready } = useLazyTexts('games', never, undefined, initial);
  return <h1>{ready ? tx('lobbyTitle') : 'loading'}</h1>;
}

describe('useLazyTexts', () => {
  it('with the texts the page was rendered with, is ready on the first render, on the server too', () => {
    const html = renderToString(
      <I18nextProvider i18n={createTestI18n()}>
        <Title initial={games} />
      </I18nextProvider>,
    );
    expect(html).toContain(games.lobbyTitle);
  });

  it('without them, waits for its loader', () => {
    const html = renderToString(
      <I18nextProvider i18n={createTestI18n()}>
        <Title />
      </I18nextProvider>,
    );
    expect(html).toContain('loading');
  });
});
