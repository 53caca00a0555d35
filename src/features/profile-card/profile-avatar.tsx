'use client';

import { useBrand } from '@/brand';
import type { PlayerProfile } from '@/protocol';
import { pictureSettingOf } from './card-rules';

/** The card's avatar: the player's picture, or the brand's default when PicURL is empty (setting 2). */
export function ProfileAvatar({ profile }: { profile: Pick<PlayerProfile, 'PictureSetting' | 'PicURL'> }) {
  const brand = useBrand();
  const own = pictureSettingOf(profile) === 1;
  return (
    // eslint-disable-next-line @next/next/no-img-element -- remote file host or the brand's file, any size
    <img
      src={own ? profile.PicURL : brand.defaultAvatar}
      alt=""
      data-default-avatar={own ? undefined : 'true'}
      className="h-20 w-20 shrink-0 rounded-full object-cover ring-2 ring-gold-500/50"
    />
  );
}
