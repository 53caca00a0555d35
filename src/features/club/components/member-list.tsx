'use client';

import { openPlayerCard } from '@/features/chat';
import { ClubRoleId, type ClubMember } from '@/protocol';
import { formatTaipeiTime } from '@/ui/format-time';
import type { ClubTexts } from './club-page';
import { ExportButton } from './export-button';

const ROLE_TONE: Record<number, string> = {
  [ClubRoleId.Leader]: 'bg-gold-500/25 text-gold-300 ring-gold-400/60',
  [ClubRoleId.SubLeader]: 'bg-violet-500/25 text-violet-200 ring-violet-400/50',
  [ClubRoleId.Member]: 'bg-mist-500/20 text-mist-300 ring-mist-500/40',
};

/**
 * 成員列表: leader, sub leaders, then members by join time (the server's order), each with
 * role, VIP tier, online state and join time; a tap opens the player card (踢出俱樂部 lives
 * there). Officers get the CSV exports: the members, and the codes the members redeemed (兌換碼紀錄).
 */
export function MemberList({ members, canExport, canExportCoupons, texts }: { members: ClubMember[]; canExport: boolean; canExportCoupons: boolean; texts: ClubTexts }) {
  const { tk } = texts;
  return (
    <>
      {/* the title keeps its line; the export buttons go under it when they do not fit beside it */}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="club-members" className="whitespace-nowrap text-base font-black text-white">
          {tk('home.memberList')} <span className="text-sm font-normal text-mist-400">({members.length})</span>
        </h2>
        {canExport || canExportCoupons ? (
          <div className="ml-auto flex flex-wrap justify-end gap-2">
            {canExport ? <ExportButton kind="members" total={members.length} label={tk('export.members')} texts={texts} /> : null}
            {canExportCoupons ? <ExportButton kind="coupons" label={tk('export.coupons')} texts={texts} /> : null}
          </div>
        ) : null}
      </div>
      <ul data-testid="club-members" className="-mx-1 flex min-h-0 flex-col gap-1.5 overflow-y-auto px-1">
        {members.map((m) => (
          <li key={m.PlayerID} data-member={m.PlayerID}>
            <button
              type="button"
              onClick={() => openPlayerCard(m.PlayerID)}
              className="flex min-h-12 w-full items-center gap-3 rounded-2xl bg-night-900/70 px-3 py-2 text-left ring-1 ring-white/10 transition hover:ring-gold-400/50"
            >
              <span aria-hidden="true" className={`h-2.5 w-2.5 shrink-0 rounded-full ${m.Online ? 'bg-jade-400' : 'bg-mist-500/60'}`} />
              <span className="sr-only">{m.Online ? tk('home.online') : tk('home.offline')}</span>
              <span className="flex min-w-0 flex-1 flex-col">
                <span className="truncate font-bold text-white">{m.Name}</span>
                <span className="text-xs text-mist-400">
                  VIP {m.VIPLevel} · {tk('home.joined', { time: formatTaipeiTime(m.JoinTime) })}
                </span>
              </span>
              <span className={`shrink-0 rounded-full px-2.5 py-0.5 text-xs font-bold ring-1 ${ROLE_TONE[m.Role] ?? ''}`}>{tk(`roles.${m.Role}`)}</span>
            </button>
          </li>
        ))}
      </ul>
    </>
  );
}
