'use client';

import { useT } from 'next-i18next/client';
import { Button } from '@/ui/button';
import { Dialog } from '@/ui/dialog';
import { chooseAccount, closePhoneSignIn, forgetAccounts } from '../phone/phone-sign-in-flow';
import { usePhoneSignInStore } from '../phone/phone-sign-in-store';
import { usePhoneFlowDeps } from './use-phone-flow-deps';

/**
 * 選擇帳號 (account §2, §4): the accounts on the phone number, oldest registration first, each
 * with its name, LV.n and 登入. The footer's 登出 forgets the kept accounts.
 */
export function ChooseAccountModal() {
  const { t } = useT(['auth', 'common']);
  const deps = usePhoneFlowDeps();
  const { view, accounts, pending } = usePhoneSignInStore();
  const list = accounts?.accounts ?? [];

  return (
    <Dialog
      open={view === 'choose'}
      onClose={closePhoneSignIn}
      title={t('chooseAccount.title')}
      maxWidth={480}
      footer={
        <Button variant="secondary" onClick={forgetAccounts} disabled={pending !== null}>
          {t('chooseAccount.signOut')}
        </Button>
      }
    >
      <p className="mb-3 text-center text-sm text-mist-400">{t('chooseAccount.hint')}</p>
      <ul className="flex flex-col gap-2.5" aria-busy={pending !== null}>
        {list.map(({ Player, Level }) => (
          <li
            key={Player.PlayerID}
            className="flex items-center gap-3 rounded-2xl bg-night-950/60 py-2.5 pl-3 pr-2.5 ring-1 ring-white/10"
          >
            <span
              aria-hidden="true"
              className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-gradient-to-b from-plum-700 to-night-700 text-lg font-black text-gold-300 ring-2 ring-gold-400/60"
            >
              {Array.from(Player.Name || '?')[0]}
            </span>
            <div className="min-w-0 flex-1">
              <p className="truncate font-bold text-white">{Player.Name}</p>
              <p className="text-xs font-bold text-gold-400">{t('chooseAccount.level', { level: Level })}</p>
            </div>
            <Button
              variant="green"
              className="min-w-[5.5rem]"
              aria-label={t('chooseAccount.signInAs', { name: Player.Name })}
              disabled={pending !== null}
              onClick={() => void chooseAccount(deps, Player.PlayerID)}
            >
              {t('chooseAccount.signIn')}
            </Button>
          </li>
        ))}
      </ul>
    </Dialog>
  );
}
