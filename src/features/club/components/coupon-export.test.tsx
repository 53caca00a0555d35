/**
 * 匯出兌換碼紀錄 on the club page over msw (docs/decisions/323-club-coupon-list-export.md): shown
 * beside 匯出成員 to the roles ClubRights.couponExport gives (leader, sub leader), not to a plain
 * member; a tap posts /club/coupon_list/export through the relay (Page 1, PerPage 2,000, the
 * page's Lang, no Tab), asks the next page only after a full one, and downloads one CSV file.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ClubPath, ClubRights, ClubRoleId, Code } from '@/protocol';
import { useToastStore } from '@/ui/toast-store';
import { answer, clubLobby, clubText, info, member, ok, renderClub, SELF } from '../test-kit';
import { ClubPage } from './club-page';

vi.mock('next-auth/react', () => ({ useSession: () => ({ status: 'authenticated', data: { user: { playerID: SELF } } }) }));
vi.mock('@/features/auth', () => ({ openSignInModal: vi.fn() }));
vi.mock('@/features/bind-phone', () => ({ openBindPhone: vi.fn() }));

const { server, calls } = clubLobby();
const MEMBERS = [member(1, ClubRoleId.Leader, '老大'), member(2, ClubRoleId.SubLeader, '阿副'), member(3, ClubRoleId.Member, '小明')];
const BOM = '\uFEFF';
const TITLES = '玩家ID,暱稱,兌換碼,獲得道具,兌換時間\n';

function club(role: number) {
  answer(server, calls, ClubPath.Info, () => ok(info(role)));
  answer(server, calls, ClubPath.MemberList, () => ok({ List: MEMBERS, Total: MEMBERS.length }));
  answer(server, calls, ClubPath.ApplicationList, () => ok({ List: [] }));
}

/** Catches the download: the blob handed to the browser and the anchor's file name. */
function catchDownload() {
  const blobs: Blob[] = [];
  vi.stubGlobal(
    'URL',
    Object.assign(class extends URL {}, {
      createObjectURL: (blob: Blob) => {
        blobs.push(blob);
        return 'blob:club-coupons';
      },
      revokeObjectURL: () => undefined,
    }),
  );
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  return { blobs, click };
}

const textOf = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });

describe('匯出兌換碼紀錄', { timeout: 20_000 }, () => {
  beforeEach(() => useToastStore.setState({ toasts: [] }));

  it.each([ClubRoleId.Leader, ClubRoleId.SubLeader, ClubRoleId.Member])('role %i sees it exactly when ClubRights.couponExport holds the role', async (role) => {
    club(role);
    renderClub(<ClubPage />);
    await screen.findByTestId('club-members');
    expect(screen.queryByRole('button', { name: clubText.export.coupons }) !== null).toBe(ClubRights.couponExport.includes(role));
    expect(screen.queryByRole('button', { name: clubText.export.members }) !== null).toBe(ClubRights.memberExport.includes(role));
    expect(ClubRights.couponExport).toEqual([ClubRoleId.Leader, ClubRoleId.SubLeader]);
  });

  it('a leader’s tap posts the path page by page until a short page and downloads one file', async () => {
    club(ClubRoleId.Leader);
    const full = Array.from({ length: 2000 }, (_, i) => `${10 + i},"名字, ""${i}""",CODE-${i},日金 × 5,2026-01-01T00:00:00.000Z\n`).join('');
    const last = '7,小明,WELCOME,"日金 × 5000、寶石 × 3",2025-12-31T00:00:00.000Z\n';
    answer(server, calls, ClubPath.CouponListExport, (body) =>
      new Response(BOM + TITLES + (body.Page === 1 ? full : last), { headers: { 'content-type': 'text/csv; charset=utf-8' } }),
    );
    const { blobs, click } = catchDownload();
    renderClub(<ClubPage />);
    fireEvent.click(await screen.findByRole('button', { name: clubText.export.coupons }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect(calls.filter((c) => c.path === ClubPath.CouponListExport).map((c) => c.body)).toEqual([
      { Page: 1, PerPage: 2000, Lang: 'zh_tw' },
      { Page: 2, PerPage: 2000, Lang: 'zh_tw' },
    ]);
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('club-coupons.csv');
    const text = await textOf(blobs[0]!);
    expect(text.startsWith(TITLES)).toBe(true);
    expect(text.split(TITLES)).toHaveLength(2);
    expect(text.endsWith(full + last)).toBe(true);
    await waitFor(() => expect(useToastStore.getState().toasts.map((t) => t.message)).toContain('已下載 club-coupons.csv'));
  });

  it('a refusal is told by its code text and downloads nothing', async () => {
    club(ClubRoleId.SubLeader);
    answer(server, calls, ClubPath.CouponListExport, () => Response.json({ Code: Code.ClubRightsInsufficient, Message: 'server detail', Result: null }));
    const { click } = catchDownload();
    renderClub(<ClubPage />);
    fireEvent.click(await screen.findByRole('button', { name: clubText.export.coupons }));
    await waitFor(() => expect(useToastStore.getState().toasts).toHaveLength(1));
    expect(useToastStore.getState().toasts[0]).toMatchObject({ tone: 'error', message: '權限不足' });
    expect(calls.filter((c) => c.path === ClubPath.CouponListExport)).toHaveLength(1);
    expect(click).not.toHaveBeenCalled();
  });
});
