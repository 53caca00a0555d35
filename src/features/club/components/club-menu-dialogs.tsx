'use client';

import { ClubLimits, type ClubMember, type ClubSummary } from '@/protocol';
import { useOpenChat } from '@/features/chat';
import { Button } from '@/ui/button';
import { Dialog } from '@/ui/dialog';
import type { ClubMenuEntry } from '../menu';
import { createChatRoom, dissolveClub, leaveClub, type ClubApplication } from '../requests';
import type { Result } from '@/protocol';
import { useClubAction } from '../use-club-action';
import { ApplicationsDialog } from './applications-dialog';
import type { ClubTexts } from './club-page';
import { ClubSearch } from './club-search';
import { ConfirmDialog } from './confirm-dialog';
import { DescriptionDialog } from './description-dialog';
import { ExchangeDialog } from './exchange-dialog';
import { GroupMessageDialog } from './group-message-dialog';
import { InviteDialog } from './invite-dialog';
import { OfficerDialog } from './officer-dialog';

export interface MenuDialogProps {
  open: ClubMenuEntry | null;
  onClose: () => void;
  club: ClubSummary;
  role: number;
  selfId: number;
  members: ClubMember[];
  applications: ClubApplication[];
  texts: ClubTexts;
}

/** The dialog behind each club menu entry (the red envelope opens the envelope dialog instead). */
export function ClubMenuDialogs(props: MenuDialogProps) {
  const { open, onClose, club, role, texts } = props;
  const { tk, errorText } = texts;
  const { act, busy } = useClubAction(errorText);
  const openChat = useOpenChat();
  const confirm = (entry: ClubMenuEntry, message: string, send: () => Promise<Result<unknown>>, done: string) => (
    <ConfirmDialog
      open={open === entry}
      title={tk(`menu.${entry}`)}
      message={message}
      confirmLabel={tk('confirm')}
      cancelLabel={tk('cancel')}
      busy={busy}
      onCancel={onClose}
      onConfirm={() =>
        void act(entry, send, () => done).then((out) => {
          if (out) onClose();
        })
      }
    />
  );
  return (
    <>
      <DescriptionDialog open={open === 'description'} onClose={onClose} club={club} role={role} texts={texts} />
      <InviteDialog open={open === 'invite'} onClose={onClose} texts={texts} />
      <Dialog open={open === 'search'} onClose={onClose} title={tk('menu.search')} maxWidth={560}>
        <p className="pb-2 text-xs text-mist-400">{tk('join.inClubNote')}</p>
        {open === 'search' ? <ClubSearch texts={texts} canApply={false} /> : null}
      </Dialog>
      <ExchangeDialog open={open === 'exchangeRecords'} onClose={onClose} role={role} texts={texts} />
      {(['changeLeader', 'assignSubLeader'] as const).map((mode) => (
        <OfficerDialog key={mode} mode={mode} open={open === mode} onClose={onClose} selfId={props.selfId} members={props.members} texts={texts} />
      ))}
      {club.ChatEnabled ? (
        <Dialog
          open={open === 'createChatRoom'}
          onClose={onClose}
          title={tk('menu.createChatRoom')}
          maxWidth={360}
          footer={
            <Button
              variant="green"
              onClick={() => {
                onClose();
                openChat({ tab: 'club' });
              }}
            >
              {tk('home.chatOn')}
            </Button>
          }
        >
          <p className="py-3 text-center text-white">{tk('chatRoom.already')}</p>
        </Dialog>
      ) : (
        confirm('createChatRoom', tk('chatRoom.confirm'), createChatRoom, tk('chatRoom.created'))
      )}
      <GroupMessageDialog open={open === 'groupMessage'} onClose={onClose} texts={texts} />
      <ApplicationsDialog open={open === 'applications'} onClose={onClose} applications={props.applications} texts={texts} />
      {confirm('dissolve', tk('dissolve.confirm'), dissolveClub, tk('dissolve.done'))}
      {confirm('leave', tk('leave.confirm', { hours: ClubLimits.ReapplyCooldownMs / 3_600_000 }), leaveClub, tk('leave.done'))}
    </>
  );
}
