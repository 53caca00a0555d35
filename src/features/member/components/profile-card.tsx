'use client';

import { useT } from 'next-i18next/client';
import { openPlayerCard } from '@/features/chat';
import { ChatAvatar } from '@/features/chat';
import type { PlayerProfile } from '@/protocol';
import { Button } from '@/ui/button';
import { Icon } from '@/ui/icon';

/** The player's own card: avatar, name, ID, level, introduction, 編輯資料 and 我的名片 (the profile card). */
export function ProfileCard({ profile, onEdit }: { profile: PlayerProfile; onEdit: () => void }) {
  const { t } = useT(['member', 'common']);
  return (
    <section aria-labelledby="member-name" className="overflow-hidden rounded-3xl bg-gradient-to-b from-plum-800/90 to-night-900/90 p-5 shadow-2xl ring-1 ring-gold-500/25">
      <div className="flex items-center gap-4">
        <ChatAvatar name={profile.Name} pictureUrl={profile.PicURL} pictureSetting={profile.PictureSetting} size="lg" />
        <div className="min-w-0 flex-1">
          <p id="member-name" data-testid="member-name" className="truncate text-xl font-black text-white">
            {profile.Name}
          </p>
          <p className="mt-1 text-sm text-mist-400">
            {t('member:playerId', { id: profile.PlayerID })} · {t('common:common.level', { level: profile.Level })}
          </p>
        </div>
        <div className="flex shrink-0 flex-col gap-2 sm:flex-row">
          <Button variant="secondary" onClick={onEdit}>
            <Icon name="gear" className="h-5 w-5" />
            {t('member:edit.open')}
          </Button>
          {/* The player's own profile card (account §2): what others see, and 發紅包 where offered. */}
          <Button variant="secondary" onClick={() => openPlayerCard(profile.PlayerID)}>
            <Icon name="user" className="h-5 w-5" />
            {t('member:ownCard')}
          </Button>
        </div>
      </div>
      <p className="mt-4 whitespace-pre-wrap break-words text-sm text-mist-300">{profile.Information || t('member:noIntro')}</p>
    </section>
  );
}
