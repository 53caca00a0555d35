/**
 * The XSS corpus in clubs (issue 38 item 2): every payload as a club's name and description
 * (the club's own page and its 說明 dialog), as member and applicant names, and as the names
 * and descriptions of the clubs a search finds (answered over msw, as the lobby would). Each
 * shows as written and the page holds no live markup (tests/xss/component.ts).
 */
import { waitFor } from '@testing-library/react';
import { ClubApplicationKind, ClubPath, ClubRoleId, type ClubSummary } from '@/protocol';
import { byAttribute, expectInert, expectShownAsText, setupXssTrap, XSS_PAYLOADS } from '../../../../tests/xss/component';
import { answer, member, ok, renderClub, SELF, summary, clubLobby, WithTexts } from '../test-kit';
import { ApplicationsDialog } from './applications-dialog';
import { ClubHome } from './club-home';
import { ClubSearch } from './club-search';
import { DescriptionDialog } from './description-dialog';

vi.mock('next-auth/react', () => ({ useSession: () => ({ status: 'authenticated', data: { user: { playerID: SELF } } }) }));
vi.mock('@/features/auth', () => ({ openSignInModal: vi.fn() }));
vi.mock('@/features/bind-phone', () => ({ openBindPhone: vi.fn() }));

setupXssTrap();

const { server, calls } = clubLobby();

const hostileClub = (id: number, text: string): ClubSummary => summary({ ClubID: id, ClubName: text, Description: text });

describe('the XSS corpus in clubs', () => {
  it('the club page: the member list', () => {
    const members = XSS_PAYLOADS.map((p) => member(100 + p.id, ClubRoleId.Member, p.text));
    const { getByTestId } = renderClub(
      <WithTexts>{(texts) => <ClubHome club={summary()} role={ClubRoleId.Member} selfId={SELF} members={members} applications={[]} texts={texts} />}</WithTexts>,
    );
    const rows = getByTestId('club-members').children;
    expect(rows).toHaveLength(XSS_PAYLOADS.length);
    for (const [i, p] of XSS_PAYLOADS.entries()) expectShownAsText(rows[i]!, [p], `member ${p.id}`);
    expectInert();
  });

  it('the club page: its name and description', () => {
    const page = (club: ClubSummary) => (
      <WithTexts>{(texts) => <ClubHome club={club} role={ClubRoleId.Member} selfId={SELF} members={[]} applications={[]} texts={texts} />}</WithTexts>
    );
    const { rerender, getByTestId } = renderClub(page(summary()));
    for (const p of XSS_PAYLOADS) {
      rerender(page(hostileClub(11, p.text)));
      expectShownAsText(getByTestId('club-header'), [p], `club name ${p.id}`);
      expectShownAsText(document.querySelector('[aria-labelledby="club-description"]'), [p], `club description ${p.id}`);
      expectInert();
    }
  });

  it('the 說明 dialog: the description', () => {
    const dialog = (club: ClubSummary) => (
      <WithTexts>{(texts) => <DescriptionDialog open onClose={() => undefined} club={club} role={ClubRoleId.Member} texts={texts} />}</WithTexts>
    );
    const { rerender } = renderClub(dialog(summary()));
    for (const p of XSS_PAYLOADS) {
      rerender(dialog(hostileClub(11, p.text)));
      expectShownAsText(document.querySelector('[role="dialog"]'), [p], `description dialog ${p.id}`);
      expectInert();
    }
  });

  it('申請列表: applicants\' names', () => {
    const applications = XSS_PAYLOADS.map((p) => ({
      ApplicationID: p.id,
      PlayerID: 100 + p.id,
      Name: p.text,
      VIPLevel: 2,
      Kind: p.id % 2 ? ClubApplicationKind.Application : ClubApplicationKind.Invitation,
      CreateTime: Date.UTC(2025, 0, 15, 4, 0),
    }));
    renderClub(<WithTexts>{(texts) => <ApplicationsDialog open onClose={() => undefined} applications={applications} texts={texts} />}</WithTexts>);
    const rows = byAttribute('data-application');
    for (const p of XSS_PAYLOADS) expectShownAsText(rows.get(String(p.id)) ?? null, [p], `applicant ${p.id}`);
    expectInert();
  });

  it('club search: the names and descriptions of the clubs found', async () => {
    answer(server, calls, ClubPath.Search, () => ok({ List: XSS_PAYLOADS.map((p) => hostileClub(100 + p.id, p.text)), Total: XSS_PAYLOADS.length }));
    // a player in no club, as the page shows the search to them
    renderClub(<WithTexts>{(texts) => <ClubSearch texts={texts} canApply />}</WithTexts>);
    await waitFor(() => expect(document.querySelectorAll('[data-testid="club-result"]')).toHaveLength(XSS_PAYLOADS.length));
    const results = document.querySelectorAll('[data-testid="club-result"]');
    for (const [i, p] of XSS_PAYLOADS.entries()) expectShownAsText(results[i]!, [p], `club found ${p.id}`, () => 2);
    expectInert();
  });
});
