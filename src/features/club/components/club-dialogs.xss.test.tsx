/**
 * The XSS corpus in the club's other lists (issue 38 item 2): every payload as a member's name
 * in 更換會長 and 指派副會長 (all 65 rows at once) and in the confirmation that names the new
 * leader, as a player's name in 兌換紀錄 (answered over msw), and as the name of a club that
 * invited the player (its summary fetched by id, over msw). Each shows as written and the page
 * holds no live markup (tests/xss/component.ts). (The member list, applicants, the club's name
 * and description, and club search: ./club.xss.test.tsx.)
 */
import { fireEvent, waitFor } from '@testing-library/react';
import { ClubPath, ClubRoleId } from '@/protocol';
import { expectInert, expectShownAsText, setupXssTrap, XSS_PAYLOADS, XSS_RUNS } from '../../../../tests/xss/component';
import { answer, info, member, ok, renderClub, SELF, summary, clubLobby, WithTexts } from '../test-kit';
import { ClubFinder } from './club-finder';
import { ExchangeDialog } from './exchange-dialog';
import { OfficerDialog } from './officer-dialog';

vi.mock('next-auth/react', () => ({ useSession: () => ({ status: 'authenticated', data: { user: { playerID: SELF } } }) }));
vi.mock('@/features/auth', () => ({ openSignInModal: vi.fn() }));
vi.mock('@/features/bind-phone', () => ({ openBindPhone: vi.fn() }));

setupXssTrap();



const { server, calls } = clubLobby();

const members = () => [member(SELF, ClubRoleId.Leader, '我'), ...XSS_PAYLOADS.map((p) => member(100 + p.id, p.id % 4 ? ClubRoleId.Member : ClubRoleId.SubLeader, p.text))];

describe('the XSS corpus in the club\'s other lists', () => {
  it.each(['changeLeader', 'assignSubLeader'] as const)('%s: the members\' names', (mode) => {
    renderClub(<WithTexts>{(texts) => <OfficerDialog mode={mode} open onClose={() => undefined} selfId={SELF} members={members()} texts={texts} />}</WithTexts>);
    const rows = document.querySelectorAll('[data-member]');
    expect(rows).toHaveLength(XSS_PAYLOADS.length);
    for (const [i, p] of XSS_PAYLOADS.entries()) expectShownAsText(rows[i]!, [p], `${mode}: member ${p.id}`);
    expectInert();
  });

  it.each(XSS_RUNS)('更換會長: the confirmation naming the new leader (payloads %i–%i)', (_first, _last, run) => {
    // one member at a time (the confirmation follows each click): each click re-renders a short list
    const dialog = (list: ReturnType<typeof members>) => (
      <WithTexts>{(texts) => <OfficerDialog mode="changeLeader" open onClose={() => undefined} selfId={SELF} members={list} texts={texts} />}</WithTexts>
    );
    const all = members();
    // all[0] is the leader, all[id] the member named by payload id
    const { rerender } = renderClub(dialog([all[0]!, all[run[0]!.id]!]));
    for (const p of run) {
      rerender(dialog([all[0]!, all[p.id]!]));
      fireEvent.click(document.querySelector('[data-member] button')!);
      const confirm = [...document.querySelectorAll('[role="dialog"]')].find((d) => d.textContent?.includes('確定將會長轉讓給'));
      expect(confirm?.textContent, `confirmation for member ${p.id}`).toContain(`確定將會長轉讓給 ${p.text}？`);
      expectInert();
    }
  });

  it('兌換紀錄: the players\' names', async () => {
    const exchanges = XSS_PAYLOADS.map((p) => ({ PlayerID: 100 + p.id, Name: p.text, Kind: (p.id % 2) + 1, Gold: 1_000, Gems: -10, CreateTime: Date.UTC(2025, 0, 15) }));
    answer(server, calls, ClubPath.ExchangeList, () => ok({ List: exchanges, Total: exchanges.length }));
    renderClub(<WithTexts>{(texts) => <ExchangeDialog open onClose={() => undefined} role={ClubRoleId.Leader} texts={texts} />}</WithTexts>);
    const rows = () => document.querySelectorAll('[role="dialog"] ul li');
    await waitFor(() => expect(rows()).toHaveLength(XSS_PAYLOADS.length));
    for (const [i, p] of XSS_PAYLOADS.entries()) expectShownAsText(rows()[i]!, [p], `exchange of payload ${p.id}`);
    expectInert();
  });

  it('invitations: the names of the clubs that invited the player', async () => {
    const clubs = new Map(XSS_PAYLOADS.map((p) => [String(100 + p.id), summary({ ClubID: 100 + p.id, ClubName: p.text, Description: p.text })]));
    answer(server, calls, ClubPath.Search, (body) => {
      const club = clubs.get(String(body.Keyword));
      return ok({ List: club ? [club] : [], Total: club ? 1 : 0 });
    });
    const player = info(0, { InvitedClubIDs: [...clubs.keys()].map(Number) });
    renderClub(<WithTexts>{(texts) => <ClubFinder info={player} reapplyUntil={0} texts={texts} />}</WithTexts>);
    const invitations = () => document.querySelectorAll('[aria-labelledby="club-invitations"] li');
    await waitFor(() => expect(invitations()).toHaveLength(XSS_PAYLOADS.length));
    for (const [i, p] of XSS_PAYLOADS.entries()) expectShownAsText(invitations()[i]!, [p], `invitation of payload ${p.id}`);
    expectInert();
  });
});
