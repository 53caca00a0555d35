/**
 * The club search before the player's club info is in (the store's `info` still null): the
 * pending-applications selector must answer the same value each time it is read, or React
 * renders again and again ("getSnapshot should be cached", then "Maximum update depth").
 */
import { act, screen } from '@testing-library/react';
import { ClubPath } from '@/protocol';
import { useClubStore } from '../store';
import { answer, ok, renderClub, SELF, summary, clubLobby, WithTexts } from '../test-kit';
import { ClubSearch } from './club-search';

vi.mock('next-auth/react', () => ({ useSession: () => ({ status: 'authenticated', data: { user: { playerID: SELF } } }) }));
vi.mock('@/features/auth', () => ({ openSignInModal: vi.fn() }));
vi.mock('@/features/bind-phone', () => ({ openBindPhone: vi.fn() }));

const { server, calls } = clubLobby();

it('renders the clubs found without the club info, and reads the store no more than its changes ask', async () => {
  answer(server, calls, ClubPath.Search, () => ok({ List: [summary({ ClubID: 7, ClubName: '龍虎會' })], Total: 1 }));
  act(() => useClubStore.setState({ info: null }));
  const errors = vi.spyOn(console, 'error');
  renderClub(<WithTexts>{(texts) => <ClubSearch texts={texts} canApply />}</WithTexts>);
  expect(await screen.findByText('龍虎會')).toBeInTheDocument();
  const loops = errors.mock.calls.filter((args) => /getSnapshot should be cached|Maximum update depth/.test(String(args[0])));
  expect(loops).toEqual([]);
});
