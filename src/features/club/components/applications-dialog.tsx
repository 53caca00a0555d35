'use client';

import { ClubApplicationKind } from '@/protocol';
import { Button } from '@/ui/button';
import { Dialog } from '@/ui/dialog';
import { formatTaipeiTime } from '@/ui/format-time';
import { acceptApplication, rejectApplication, type ClubApplication } from '../requests';
import { useClubAction } from '../use-club-action';
import type { ClubTexts } from './club-page';

/**
 * 申請列表 (leader, sub leaders): 同意 / 拒絕 each application, one request at a time (a double
 * tap sends one); invitations not answered yet are listed as 邀請中.
 */
export function ApplicationsDialog({ open, onClose, applications, texts }: { open: boolean; onClose: () => void; applications: ClubApplication[]; texts: ClubTexts }) {
  const { tk, errorText } = texts;
  const { act, busy } = useClubAction(errorText);
  return (
    <Dialog open={open} onClose={onClose} title={tk('menu.applications')} maxWidth={480}>
      {applications.length === 0 ? (
        <p className="py-6 text-center text-mist-300">{tk('applications.empty')}</p>
      ) : (
        <ul className="flex flex-col gap-2 py-2">
          {applications.map((a) => (
            <li key={a.ApplicationID} data-application={a.ApplicationID} className="flex flex-wrap items-center gap-2 rounded-2xl bg-night-900/70 p-3 ring-1 ring-white/10">
              <span className="flex min-w-0 flex-1 flex-col">
                <span className="truncate font-bold text-white">{a.Name}</span>
                <span className="text-xs text-mist-400">
                  ID {a.PlayerID} · VIP {a.VIPLevel} · {formatTaipeiTime(a.CreateTime)}
                </span>
              </span>
              {a.Kind === ClubApplicationKind.Invitation ? (
                <span className="rounded-full bg-mist-500/25 px-3 py-1 text-sm text-mist-300">{tk('applications.invitation')}</span>
              ) : (
                <span className="flex gap-2">
                  <Button
                    variant="secondary"
                    aria-label={tk('applications.rejectName', { name: a.Name })}
                    disabled={busy}
                    onClick={() => void act(`reject|${a.ApplicationID}`, () => rejectApplication(a.ApplicationID), () => tk('applications.rejected', { name: a.Name }))}
                  >
                    {tk('applications.reject')}
                  </Button>
                  <Button
                    variant="green"
                    aria-label={tk('applications.acceptName', { name: a.Name })}
                    disabled={busy}
                    onClick={() => void act(`accept|${a.ApplicationID}`, () => acceptApplication(a.ApplicationID), () => tk('applications.accepted', { name: a.Name }))}
                  >
                    {tk('applications.accept')}
                  </Button>
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
    </Dialog>
  );
}
