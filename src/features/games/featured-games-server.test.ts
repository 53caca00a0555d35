// @vitest-environment node
import { Code } from '@/protocol/codes';
import { GamePath } from '@/protocol/games';
import { fetchCatalogue, fetchFeaturedGames } from './featured-games-server';
import { CATALOGUE } from './test-utils';

const answer = (body: unknown): typeof fetch => vi.fn(async () => Response.json(body)) as unknown as typeof fetch;

describe('fetchFeaturedGames (home, on the web server)', () => {
  it('asks the lobby for the catalogue and keeps its shown entries', async () => {
    const fetchImpl = answer({ Code: Code.HttpOk, Message: '', Result: { Games: CATALOGUE } });
    const games = await fetchFeaturedGames(fetchImpl);
    expect(games?.map((g) => g.gameCode)).toEqual(['10001', '10002', '10006', 'fish01']);
    expect(vi.mocked(fetchImpl).mock.calls[0]![0]).toMatch(new RegExp(`${GamePath.List}$`));
  });

  it('is null when the lobby refuses, answers something unreadable or is unreachable', async () => {
    await expect(fetchFeaturedGames(answer({ Code: Code.Silent, Message: '', Result: null }))).resolves.toBeNull();
    await expect(fetchFeaturedGames(answer({ Code: Code.HttpOk, Message: '', Result: { Games: [{ gameCode: 1 }] } }))).resolves.toBeNull();
    await expect(fetchFeaturedGames((async () => { throw new TypeError('fetch failed'); }) as typeof fetch)).resolves.toBeNull();
  });
});

describe('fetchCatalogue (the play pages, on the web server)', () => {
  it('keeps the whole catalogue, hidden entries included, and is null when the lobby fails', async () => {
    const games = await fetchCatalogue(answer({ Code: Code.HttpOk, Message: '', Result: { Games: CATALOGUE } }));
    expect(games?.map((g) => g.gameCode)).toEqual(CATALOGUE.map((g) => g.gameCode));
    await expect(fetchCatalogue(answer({ Code: Code.Silent, Message: '', Result: null }))).resolves.toBeNull();
  });
});
