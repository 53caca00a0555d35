'use client';

import { useState } from 'react';
import { useFeature } from '@/brand';
import { useOpenChat } from '@/features/chat';
import { Code } from '@/protocol/codes';
import { showToast } from '@/ui/toast-store';
import { openCreateDialog, sendPermission } from '@/features/red-envelope';
import { ClubApplicationKind, clubRoleMay, type ClubMember, type ClubSummary } from '@/protocol';
import { Button } from '@/ui/button';
import { formatNumber } from '@/ui/format';
import type { ClubMenuEntry } from '../menu';
import type { ClubApplication } from '../requests';
import type { ClubTexts } from './club-page';
import { ClubMenu } from './club-menu';
import { ClubMenuDialogs } from './club-menu-dialogs';
import { MemberList } from './member-list';

const NONE: ReadonlySet<ClubMenuEntry> = new Set();
const NO_ENVELOPES: ReadonlySet<ClubMenuEntry> = new Set(['redEnvelope']);

const CARD = 'flex flex-col gap-3 rounded-3xl bg-gradient-to-b from-plum-800/80 to-night-900/80 p-4 ring-1 ring-gold-500/25 sm:p-5';

/** A member's club: the header, the description, the menu their role sees and the members. */
export function ClubHome({
  club,
  role,
  selfId,
  members,
  applications,
  texts,
}: {
  club: ClubSummary;
  role: number;
  selfId: number;
  members: ClubMember[];
  applications: ClubApplication[];
  texts: ClubTexts;
}) {
  const { tk, errorText } = texts;
  const openChat = useOpenChat();
  const [open, setOpen] = useState<ClubMenuEntry | null>(null);
  const envelopesOffered = useFeature('redEnvelope');

  // 紅包 is the chat's envelope dialog (to the club channel once it has a chat room); a player the
  // server does not let send is told why (200230 沒有發紅包權限), not met with a dead tap. A tap
  // before the session's own permission ask was answered asks at once (sendPermission).
  const choose = (entry: ClubMenuEntry) => {
    if (entry !== 'redEnvelope') return setOpen(entry);
    void sendPermission().then((may) => {
      if (may) openCreateDialog(club.ChatEnabled);
      else showToast(errorText(may === false ? Code.RedEnvelopeNoPermission : Code.Silent), { tone: 'error' });
    });
  };

  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
      <div className="flex flex-col gap-4">
        <header data-testid="club-header" className={CARD}>
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              <h2 className="truncate text-2xl font-black text-gold-300">{club.ClubName}</h2>
              <p className="text-xs text-mist-400">{tk('join.clubId', { id: club.ClubID })}</p>
            </div>
            <span className="shrink-0 rounded-full bg-gold-500/20 px-3 py-1 text-sm font-bold text-gold-300 ring-1 ring-gold-400/50">
              <span className="sr-only">{tk('home.myRole')}：</span>
              {tk(`roles.${role}`)}
            </span>
          </div>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="text-sm text-white">{tk('home.members', { count: formatNumber(club.MemberCount), capacity: formatNumber(club.Capacity) })}</p>
            {club.ChatEnabled ? (
              <Button variant="green" onClick={() => openChat({ tab: 'club' })}>
                {tk('home.chatOn')}
              </Button>
            ) : (
              <span className="text-xs text-mist-400">{tk('home.chatOff')}</span>
            )}
          </div>
        </header>
        <section aria-labelledby="club-description" className={CARD}>
          <h2 id="club-description" className="text-base font-black text-white">
            {tk('home.description')}
          </h2>
          <p className="whitespace-pre-wrap break-words text-sm text-mist-300">{club.Description || tk('home.noDescription')}</p>
        </section>
        <nav aria-label={tk('home.menu')} className={CARD}>
          <ClubMenu role={role} hidden={envelopesOffered ? NONE : NO_ENVELOPES} applications={applications.filter((a) => a.Kind === ClubApplicationKind.Application).length} onOpen={choose} texts={texts} />
        </nav>
      </div>
      <section aria-labelledby="club-members" className={`${CARD} lg:max-h-[calc(100dvh-12rem)]`}>
        <MemberList members={members} canExport={clubRoleMay(role, 'memberExport')} canExportCoupons={clubRoleMay(role, 'couponExport')} texts={texts} />
      </section>
      <ClubMenuDialogs open={open} onClose={() => setOpen(null)} club={club} role={role} selfId={selfId} members={members} applications={applications} texts={texts} />
    </div>
  );
}
