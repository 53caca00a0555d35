'use client';

import { useState } from 'react';
import { ClubLimits, clubRoleMay, type ClubSummary } from '@/protocol';
import { Button } from '@/ui/button';
import { Dialog } from '@/ui/dialog';
import { updateDescription } from '../requests';
import { useClubAction } from '../use-club-action';
import type { ClubTexts } from './club-page';

/** 簡介: every member reads it; the leader and sub leaders edit it (200 characters). */
export function DescriptionDialog({ open, onClose, club, role, texts }: { open: boolean; onClose: () => void; club: ClubSummary; role: number; texts: ClubTexts }) {
  const { tk, errorText } = texts;
  const canEdit = clubRoleMay(role, 'editDescription');
  const [draft, setDraft] = useState<string | null>(null);
  const { act, busy } = useClubAction(errorText);
  const close = () => {
    setDraft(null);
    onClose();
  };
  const save = async () => {
    if (draft === null) return;
    const out = await act('description', () => updateDescription(draft), () => tk('description.saved'));
    if (out?.ok) close();
  };
  return (
    <Dialog
      open={open}
      onClose={close}
      title={tk('menu.description')}
      footer={
        canEdit ? (
          draft === null ? (
            <Button variant="secondary" onClick={() => setDraft(club.Description)}>
              {tk('description.edit')}
            </Button>
          ) : (
            <Button disabled={busy} onClick={() => void save()}>
              {tk('description.save')}
            </Button>
          )
        ) : undefined
      }
    >
      {draft === null ? (
        <p className="whitespace-pre-wrap break-words py-2 text-mist-300">{club.Description || tk('home.noDescription')}</p>
      ) : (
        <label className="flex flex-col gap-1">
          <span className="sr-only">{tk('home.description')}</span>
          <textarea
            value={draft}
            maxLength={ClubLimits.DescriptionMax}
            rows={5}
            onChange={(e) => setDraft(e.target.value)}
            className="w-full rounded-2xl bg-night-900/80 p-3 text-white ring-1 ring-white/15 focus:outline-none focus:ring-gold-400"
          />
          <span className="self-end text-xs text-mist-400">{tk('description.count', { count: draft.length, max: ClubLimits.DescriptionMax })}</span>
        </label>
      )}
    </Dialog>
  );
}
