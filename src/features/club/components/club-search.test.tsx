/**
 * The club search without the player's club info (no pending applications handed in): it
 * renders once per change, never again and again ("getSnapshot should be cached", then
 * "Maximum update depth").
 */
import { screen } from '@testing-library/react';
import { ClubPath } from '@/protocol';
import { answer, ok, renderClub, SELF, summary, clubLobby, WithTexts } from '../test-kit';
import { ClubSearch } from './club-search';

vi.mock('next-auth/react', () => ({ useSession: () => ({ status: 'authenticated', data: { user: { playerID: SELF } } }) }));
vi.mock('@/features/auth', () => ({ openSignInModal: vi.fn() }));
vi.mock('@/features/bind-phone', () => ({ openBindPhone: vi.fn() }));

const { server, calls } = clubLobby();

it('renders the clubs found without the club info, and renders no more than its changes ask', async () => {
  answer(server, calls, ClubPath.Search, () => ok({ List: [summary({ ClubID: 7, ClubName: '龍虎會' })], Total: 1 }));
  const errors = vi.spyOn(console, 'error');
  renderClub(<WithTexts>{(texts) => <ClubSearch texts={texts} canApply />}</WithTexts>);
  expect(await screen.findByText('龍虎會')).toBeInTheDocument();
  const loops = errors.mock.calls.filter((args) => /getSnapshot should be cached|Maximum update depth/.test(String(args[0])));
  expect(loops).toEqual([]);
});
