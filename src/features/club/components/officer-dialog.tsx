'use client';

import { useState } from 'react';
import { ClubLimits, ClubRoleId, type ClubMember } from '@/protocol';
import { Button } from '@/ui/button';
import { Dialog } from '@/ui/dialog';
import { assignSubLeader, changeLeader, removeSubLeader } from '../requests';
import { useClubAction } from '../use-club-action';
import type { ClubTexts } from './club-page';
import { ConfirmDialog } from './confirm-dialog';

/**
 * 更換會長 (pick a member, then confirm: the leader takes the new leader's former role) and
 * 指派副會長 (設為 / 取消副會長, at most three), both the leader's.
 */
export function OfficerDialog({
  mode,
  open,
  onClose,
  selfId,
  members,
  texts,
}: {
  mode: 'changeLeader' | 'assignSubLeader';
  open: boolean;
  onClose: () => void;
  selfId: number;
  members: ClubMember[];
  texts: ClubTexts;
}) {
  const { tk, errorText } = texts;
  const { act, busy } = useClubAction(errorText);
  const [heir, setHeir] = useState<ClubMember | null>(null);
  const others = members.filter((m) => m.PlayerID !== selfId && m.Role !== ClubRoleId.Leader);
  const subLeaders = members.filter((m) => m.Role === ClubRoleId.SubLeader).length;
  const done = () => tk('officers.done');

  const row = (m: ClubMember) => {
    let action;
    if (mode === 'changeLeader')
      action = (
        <Button variant="secondary" onClick={() => setHeir(m)}>
          {tk('officers.transfer')}
        </Button>
      );
    else if (m.Role === ClubRoleId.SubLeader)
      action = (
        <Button variant="secondary" disabled={busy} onClick={() => void act(`sub|${m.PlayerID}`, () => removeSubLeader(m.PlayerID), done)}>
          {tk('officers.remove')}
        </Button>
      );
    else
      action = (
        <Button disabled={busy} onClick={() => void act(`sub|${m.PlayerID}`, () => assignSubLeader(m.PlayerID), done)}>
          {tk('officers.assign')}
        </Button>
      );
    return (
      <li key={m.PlayerID} data-member={m.PlayerID} className="flex items-center gap-2 rounded-2xl bg-night-900/70 p-3 ring-1 ring-white/10">
        <span className="flex min-w-0 flex-1 flex-col">
          <span className="truncate font-bold text-white">{m.Name}</span>
          <span className="text-xs text-mist-400">{tk(`roles.${m.Role}`)}</span>
        </span>
        {action}
      </li>
    );
  };

  return (
    <>
      <Dialog open={open} onClose={onClose} title={tk(`menu.${mode}`)} maxWidth={440}>
        {mode === 'assignSubLeader' ? <p className="pb-2 text-xs text-gold-300">{tk('officers.limit', { max: ClubLimits.MaxSubLeaders })} ({subLeaders}/{ClubLimits.MaxSubLeaders})</p> : null}
        {others.length === 0 ? <p className="py-6 text-center text-mist-300">{tk('officers.none')}</p> : <ul className="flex flex-col gap-2 py-1">{others.map(row)}</ul>}
      </Dialog>
      <ConfirmDialog
        open={heir !== null}
        title={tk('menu.changeLeader')}
        message={heir ? tk('officers.changeLeaderConfirm', { name: heir.Name, role: tk(`roles.${heir.Role}`) }) : ''}
        confirmLabel={tk('confirm')}
        cancelLabel={tk('cancel')}
        busy={busy}
        onCancel={() => setHeir(null)}
        onConfirm={() => {
          const target = heir;
          if (!target) return;
          void act(`leader|${target.PlayerID}`, () => changeLeader(target.PlayerID), done).then((out) => {
            setHeir(null);
            if (out?.ok) onClose();
          });
        }}
      />
    </>
  );
}
