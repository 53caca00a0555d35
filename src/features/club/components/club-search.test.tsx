/**
 * The club search before the player's club info is in (the store's `info` still null): the
 * pending-applications selector must answer the same value each time it is read, or React
 * renders again and again ("getSnapshot should be cached", then "Maximum update depth").
 */
import { act, cleanup, screen } from '@testing-library/react';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { ClubPath } from '@/protocol';
import { resetClub } from '../actions';
import { useClubStore } from '../store';
import { useClubT } from '../texts';
import { answer, ok, renderClub, SELF, summary, type Call } from '../test-kit';
import type { ClubTexts } from './club-page';
import { ClubSearch } from './club-search';

vi.mock('next-auth/react', () => ({ useSession: () => ({ status: 'authenticated', data: { user: { playerID: SELF } } }) }));
vi.mock('@/features/auth', () => ({ openSignInModal: vi.fn() }));
vi.mock('@/features/bind-phone', () => ({ openBindPhone: vi.fn() }));

const server = setupServer();
const calls: Call[] = [];
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
afterEach(() => {
  server.resetHandlers();
  cleanup();
  resetClub();
});

function WithTexts({ children }: { children: (texts: ClubTexts) => ReactNode }) {
  const texts = useClubT();
  return texts.ready ? children(texts) : null;
}

it('renders the clubs found without the club info, and reads the store no more than its changes ask', async () => {
  answer(server, calls, ClubPath.Search, () => ok({ List: [summary({ ClubID: 7, ClubName: '龍虎會' })], Total: 1 }));
  act(() => useClubStore.setState({ info: null }));
  const errors = vi.spyOn(console, 'error');
  renderClub(<WithTexts>{(texts) => <ClubSearch texts={texts} canApply />}</WithTexts>);
  expect(await screen.findByText('龍虎會')).toBeInTheDocument();
  const loops = errors.mock.calls.filter((args) => /getSnapshot should be cached|Maximum update depth/.test(String(args[0])));
  expect(loops).toEqual([]);
});
