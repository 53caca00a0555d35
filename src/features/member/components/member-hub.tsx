'use client';

import { useState } from 'react';
import { useSession } from 'next-auth/react';
import { useT } from 'next-i18next/client';
import { LinkedAccounts } from '@/features/account-link';
import { SoundSwitches } from '@/features/audio';
import { openSignInModal } from '@/features/auth';
import { OwnHonorListButton } from '@/features/honor';
import { InvoiceCard } from '@/features/invoice';
import { useVipLevels } from '@/features/vip';
import { Button } from '@/ui/button';
import { LoadingText } from '@/ui/loading-text';
import { useOwnProfile } from '../use-own-profile';
import { HubLinks } from './hub-links';
import { ProfileCard } from './profile-card';
import { ProfileEditDialog } from './profile-edit-dialog';
import { VipCard } from './vip-card';
import { VipTable } from './vip-table';
import { WalletCard } from './wallet-card';

/** /member/info (account §2 "Member center items"): profile, wallet, VIP and the services. */
export function MemberHub() {
  const { t } = useT(['member', 'common']);
  const { data: session, status } = useSession();
  const own = useOwnProfile(session?.playerID ?? null);
  const vip = useVipLevels();
  const [editing, setEditing] = useState(false);

  // A session update (after a rename or a link) reports 'loading' with the session still there:
  // keep the hub mounted so its sections keep their state (the link's outcome toast).
  if (status === 'loading' && !session) return <LoadingText className="py-16" />;
  if (!session) {
    return (
      <section className="mx-auto flex max-w-md flex-col items-center gap-4 py-16 text-center">
        <p className="text-mist-300">{t('common:member.signInPrompt')}</p>
        <Button size="lg" onClick={() => openSignInModal()}>
          {t('common:common.signIn')}
        </Button>
      </section>
    );
  }

  // 10101 (asked here, pushed on a tier rise) is the freshest; then the profile, then the session.
  const vipLevel = vip.levels?.VIPLevel ?? own.profile?.VIPLevel ?? session.user.vipLevel;
  return (
    <div className="mx-auto grid max-w-3xl grid-cols-1 gap-4">
      <h1 className="text-xl font-black text-white sm:text-2xl">{t('member:title')}</h1>
      {own.profile ? (
        <ProfileCard profile={own.profile} onEdit={() => setEditing(true)} />
      ) : own.failedCode !== null ? (
        <div role="alert" className="flex items-center justify-between gap-3 rounded-3xl bg-night-900/80 p-5 text-mist-300 ring-1 ring-white/10">
          <span>{t('member:loadFailed')}</span>
          <Button variant="secondary" onClick={own.reload}>
            {t('member:retry')}
          </Button>
        </div>
      ) : (
        <LoadingText className="py-8" />
      )}
      <div className="grid items-start gap-4 md:grid-cols-2">
        <WalletCard />
        <VipCard level={vipLevel} levels={vip.levels} failed={vip.failed} />
      </div>
      <VipTable level={vipLevel} />
      <HubLinks />
      <div className="grid items-start gap-4 md:grid-cols-2">
        <section className="grid content-start gap-3 rounded-3xl bg-night-900/80 p-5 ring-1 ring-white/10">
          <OwnHonorListButton />
          <SoundSwitches />
        </section>
        <LinkedAccounts />
      </div>
      <div id="invoice" className="scroll-mt-24">
        <InvoiceCard />
      </div>
      {editing && own.profile && (
        <ProfileEditDialog profile={own.profile} open={editing} onClose={() => setEditing(false)} onSaved={own.replace} />
      )}
    </div>
  );
}
