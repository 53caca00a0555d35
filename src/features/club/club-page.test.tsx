/**
 * /club over msw: the menu entries each role sees (ClubRights), the 100017 re-apply countdown,
 * one accept under a double tap, the dissolve confirm, and the state asked again after actions.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { useSession } from 'next-auth/react';
import { ClubPath, ClubRights, ClubRoleId, Code, Op, reply, type ClubInfoResult } from '@/protocol';
import { initialRedEnvelopeState, useRedEnvelopeStore } from '@/features/red-envelope/store';
import { resetSocketsForTests } from '@/socket';
import { installTestSockets } from '../../../tests/fakes/test-socket';
import { useToastStore } from '@/ui/toast-store';
import { resetClub } from './actions';
import { ClubPage } from './components/club-page';
import { CLUB_MENU, type ClubMenuEntry } from './menu';
import { SELF, answer, clubText, info, member, ok, refused, renderClub, summary, type Call } from './test-kit';

vi.mock('next-auth/react', () => ({ useSession: vi.fn() }));
vi.mock('@/features/auth', () => ({ openSignInModal: vi.fn() }));
vi.mock('@/features/bind-phone', () => ({ openBindPhone: vi.fn() }));

const server = setupServer();
const calls: Call[] = [];
const sent = (path: string) => calls.filter((c) => c.path === path);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  vi.mocked(useSession).mockReturnValue({ status: 'authenticated', update: vi.fn(), data: { user: { playerID: SELF } } as never });
  useToastStore.setState({ toasts: [] });
});
afterEach(() => {
  server.resetHandlers();
  calls.length = 0;
  resetClub();
});

const MEMBERS = [member(1, ClubRoleId.Leader, '老大'), member(2, ClubRoleId.SubLeader, '阿副'), member(3, ClubRoleId.Member, '小明')];

/** A club where the player has `role`; `next` answers /club/info from then on when given. */
function club(role: number, state: { info: ClubInfoResult } = { info: info(role) }) {
  answer(server, calls, ClubPath.Info, () => ok(state.info));
  answer(server, calls, ClubPath.MemberList, () => ok({ List: MEMBERS, Total: MEMBERS.length }));
  answer(server, calls, ClubPath.ApplicationList, () =>
    ok({ List: [{ ApplicationID: 41, PlayerID: 9, Name: '阿明', VIPLevel: 2, Kind: 1, CreateTime: Date.UTC(2025, 0, 15, 4, 0) }] }),
  );
  return state;
}

const shownEntries = async () =>
  within(await screen.findByTestId('club-menu'))
    .getAllByRole('button')
    .map((b) => b.dataset.entry as ClubMenuEntry);

const entry = (name: ClubMenuEntry) => within(screen.getByTestId('club-menu')).getByRole('button', { name: new RegExp(`^${clubText.menu[name]}`) });

describe('club page', { timeout: 20_000 }, () => {
  it.each([
    [ClubRoleId.Leader, ['description', 'invite', 'search', 'exchangeRecords', 'redEnvelope', 'changeLeader', 'assignSubLeader', 'createChatRoom', 'groupMessage', 'applications', 'dissolve']],
    [ClubRoleId.SubLeader, ['description', 'invite', 'search', 'exchangeRecords', 'redEnvelope', 'groupMessage', 'applications', 'leave']],
    [ClubRoleId.Member, ['description', 'search', 'exchangeRecords', 'leave']],
  ])('role %i sees exactly the entries ClubRights gives it, hidden otherwise', async (role, expected) => {
    club(role);
    renderClub(<ClubPage />, 'crab');
    const shown = await shownEntries();
    expect(shown).toEqual(expected);
    // the entries with a right of their own follow the protocol's role table
    const right: Partial<Record<ClubMenuEntry, keyof typeof ClubRights>> = {
      invite: 'invite',
      redEnvelope: 'redEnvelope',
      changeLeader: 'changeLeader',
      assignSubLeader: 'assignSubLeader',
      createChatRoom: 'createChatRoom',
      groupMessage: 'groupMessage',
      applications: 'applications',
      dissolve: 'dissolve',
      leave: 'leave',
    };
    for (const e of CLUB_MENU) if (right[e]) expect(shown.includes(e)).toBe(ClubRights[right[e]!].includes(role));
    // header: name, members / capacity, my role; the member list with roles; the export for officers
    const header = screen.getByTestId('club-header');
    expect(header).toHaveTextContent('龍門');
    expect(header).toHaveTextContent('成員 3/50');
    expect(header).toHaveTextContent(clubText.roles[String(role) as '1']);
    expect(within(screen.getByTestId('club-members')).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: clubText.export.members }) !== null).toBe(ClubRights.memberExport.includes(role));
    expect(sent(ClubPath.ApplicationList)).toHaveLength(ClubRights.applications.includes(role) ? 1 : 0);
  });

  it('a brand without red envelopes has no 紅包 entry', async () => {
    club(ClubRoleId.Leader);
    renderClub(<ClubPage />, 'dragon');
    expect(await shownEntries()).not.toContain('redEnvelope');
  });

  describe('紅包', () => {
    let lobby: ReturnType<typeof installTestSockets>['lobby'];
    beforeEach(() => {
      useRedEnvelopeStore.setState(initialRedEnvelopeState());
      ({ lobby } = installTestSockets());
      lobby.ready();
    });
    afterEach(() => resetSocketsForTests());

    /** Answers the 12810 the tap asked (the permission was not known yet). */
    const answerPermission = async (code: number) => {
      await waitFor(() => expect(lobby.transport.sent.some((f) => f.OP === Op.RedEnvelopeList)).toBe(true));
      act(() => lobby.transport.receive(reply(Op.RedEnvelopeList + 1, code, code === Code.Ok ? { List: [], Total: 0 } : null)));
    };

    it('a leader without the envelope permission is told why (200230), not met with a dead tap', async () => {
      club(ClubRoleId.Leader);
      renderClub(<ClubPage />, 'crab');
      await shownEntries();
      fireEvent.click(screen.getByRole('button', { name: clubText.menu.redEnvelope }));
      await answerPermission(Code.RedEnvelopeNoPermission);
      await waitFor(() => expect(useToastStore.getState().toasts.map((t) => t.message)).toContain('沒有發紅包權限'));
      expect(useRedEnvelopeStore.getState().createOpen).toBe(false);
    });

    it('a tap before the permission is known asks it, and a permitted player gets the dialog to the club channel', async () => {
      club(ClubRoleId.SubLeader, { info: info(ClubRoleId.SubLeader, { Club: summary({ ChatEnabled: true }) }) });
      renderClub(<ClubPage />, 'crab');
      await shownEntries();
      fireEvent.click(screen.getByRole('button', { name: clubText.menu.redEnvelope }));
      await answerPermission(Code.Ok);
      await waitFor(() => expect(useRedEnvelopeStore.getState()).toMatchObject({ createOpen: true, clubChannel: true }));
      expect(useToastStore.getState().toasts).toEqual([]);
    });

    it('a permission already known opens at once, without asking again', async () => {
      useRedEnvelopeStore.setState({ canSend: true });
      club(ClubRoleId.Leader);
      renderClub(<ClubPage />, 'crab');
      await shownEntries();
      const asked = lobby.transport.sent.length;
      fireEvent.click(screen.getByRole('button', { name: clubText.menu.redEnvelope }));
      await waitFor(() => expect(useRedEnvelopeStore.getState().createOpen).toBe(true));
      expect(lobby.transport.sent.slice(asked).some((f) => f.OP === Op.RedEnvelopeList)).toBe(false);
    });
  });

  it('apply answered 100017 shows the re-apply countdown with the time left', async () => {
    answer(server, calls, ClubPath.Info, () => ok(info(0)));
    answer(server, calls, ClubPath.Search, () => ok({ List: [summary({ ClubID: 12, ClubName: '鳳凰' })], Total: 1 }));
    answer(server, calls, ClubPath.Apply, () => refused(Code.ClubReapplyCountdown, { RetryAfter: 5 * 3600 + 61 }));
    renderClub(<ClubPage />);
    fireEvent.click(await screen.findByRole('button', { name: '申請加入 鳳凰' }));
    await waitFor(() => expect(useToastStore.getState().toasts.map((t) => t.message)).toContain('重新申請倒數 05:01:01'));
    expect(within(screen.getByTestId('club-result')).getByTestId('club-countdown')).toHaveTextContent(/^重新申請倒數 05:0[01]:\d\d$/);
    expect(sent(ClubPath.Apply).map((c) => c.body)).toEqual([{ ClubID: 12 }]);
  });

  it('the any-club countdown of /club/info is shown to a player in no club', async () => {
    answer(server, calls, ClubPath.Info, () => ok(info(0, { ReapplyAfterMs: 3_600_000 })));
    answer(server, calls, ClubPath.Search, () => ok({ List: [], Total: 0 }));
    renderClub(<ClubPage />);
    expect(await screen.findByText(/^重新申請加入俱樂部倒數 (01:00:00|00:59:5\d)$/)).toBeInTheDocument();
    // the search answers on its own request: it may land after the countdown
    expect(await screen.findByText(clubText.join.empty)).toBeInTheDocument();
  });

  it('accept an application: one request under a double tap, then what it changes is read again, once each', async () => {
    club(ClubRoleId.SubLeader);
    let release: () => void = () => {};
    answer(server, calls, ClubPath.Accept, async () => {
      await new Promise<void>((r) => (release = r));
      return ok(null);
    });
    renderClub(<ClubPage />);
    await shownEntries();
    fireEvent.click(entry('applications'));
    const accept = await screen.findByRole('button', { name: '同意 阿明' });
    fireEvent.click(accept);
    fireEvent.click(accept);
    await waitFor(() => expect(sent(ClubPath.Accept)).toHaveLength(1));
    const before = { info: sent(ClubPath.Info).length, members: sent(ClubPath.MemberList).length, applications: sent(ClubPath.ApplicationList).length };
    release();
    // the applications, the members and the member count change: each read again once, nothing else
    await waitFor(() => expect(sent(ClubPath.Info).length).toBe(before.info + 1));
    await waitFor(() => expect(sent(ClubPath.MemberList).length).toBe(before.members + 1));
    await waitFor(() => expect(sent(ClubPath.ApplicationList).length).toBe(before.applications + 1));
    expect(sent(ClubPath.Search)).toHaveLength(0);
    expect(sent(ClubPath.Accept)).toHaveLength(1);
    expect(sent(ClubPath.Accept)[0]!.body).toEqual({ ApplicationID: 41 });
    expect(useToastStore.getState().toasts.map((t) => t.message)).toContain('已同意 阿明 加入');
  });

  it('reject an application: only the applications are read again', async () => {
    club(ClubRoleId.Leader);
    answer(server, calls, ClubPath.Reject, () => ok(null));
    renderClub(<ClubPage />);
    await shownEntries();
    fireEvent.click(entry('applications'));
    const before = { info: sent(ClubPath.Info).length, members: sent(ClubPath.MemberList).length, applications: sent(ClubPath.ApplicationList).length };
    fireEvent.click(await screen.findByRole('button', { name: '拒絕 阿明' }));
    await waitFor(() => expect(sent(ClubPath.ApplicationList).length).toBe(before.applications + 1));
    expect(sent(ClubPath.Reject)[0]!.body).toEqual({ ApplicationID: 41 });
    expect(sent(ClubPath.Info)).toHaveLength(before.info);
    expect(sent(ClubPath.MemberList)).toHaveLength(before.members);
  });

  it('dissolve asks to confirm first; confirmed, the player is in no club', async () => {
    const state = club(ClubRoleId.Leader);
    answer(server, calls, ClubPath.Dissolve, () => {
      state.info = info(0);
      return ok(null);
    });
    answer(server, calls, ClubPath.Search, () => ok({ List: [], Total: 0 }));
    renderClub(<ClubPage />);
    await shownEntries();
    fireEvent.click(entry('dissolve'));
    const dialog = await screen.findByRole('dialog', { name: clubText.menu.dissolve });
    expect(dialog).toHaveTextContent(clubText.dissolve.confirm);
    expect(sent(ClubPath.Dissolve)).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: clubText.cancel }));
    expect(sent(ClubPath.Dissolve)).toHaveLength(0);

    fireEvent.click(entry('dissolve'));
    fireEvent.click(within(await screen.findByRole('dialog', { name: clubText.menu.dissolve })).getByRole('button', { name: clubText.confirm }));
    await waitFor(() => expect(sent(ClubPath.Dissolve)).toHaveLength(1));
    expect(await screen.findByRole('heading', { name: clubText.create.title })).toBeInTheDocument();
    expect(useToastStore.getState().toasts.map((t) => t.message)).toContain(clubText.dissolve.done);
  });

  it('a refusal shows the code text (200106) and the club is asked again', async () => {
    club(ClubRoleId.Leader);
    answer(server, calls, ClubPath.Leave, () => refused(Code.ClubRightsInsufficient));
    answer(server, calls, ClubPath.CreateChatRoom, () => refused(Code.ClubRightsInsufficient));
    renderClub(<ClubPage />);
    await shownEntries();
    fireEvent.click(entry('createChatRoom'));
    fireEvent.click(within(await screen.findByRole('dialog', { name: clubText.menu.createChatRoom })).getByRole('button', { name: clubText.confirm }));
    await waitFor(() => expect(useToastStore.getState().toasts.map((t) => t.message)).toContain('權限不足'));
    expect(sent(ClubPath.CreateChatRoom)).toHaveLength(1);
  });

  it('create: a bad name is not sent; 200111 stays under the form with 前往綁定手機', async () => {
    answer(server, calls, ClubPath.Info, () => ok(info(0)));
    answer(server, calls, ClubPath.Search, () => ok({ List: [], Total: 0 }));
    answer(server, calls, ClubPath.Create, () => refused(Code.ClubPhoneBindingRequired));
    renderClub(<ClubPage />);
    const name = await screen.findByLabelText(clubText.create.name);
    fireEvent.change(name, { target: { value: '龍 門!' } });
    expect(screen.getByRole('button', { name: clubText.create.submit })).toBeDisabled();
    fireEvent.change(name, { target: { value: '龍門2' } });
    fireEvent.click(screen.getByRole('button', { name: clubText.create.submit }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('請先綁定手機號碼');
    expect(within(alert).getByRole('button', { name: clubText.create.bindPhone })).toBeInTheDocument();
    expect(sent(ClubPath.Create).map((c) => c.body)).toEqual([{ ClubName: '龍門2' }]);
  });
});
