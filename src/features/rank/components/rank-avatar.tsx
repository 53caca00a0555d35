'use client';

import { useBrand } from '@/brand';
import { HeadshotPath } from '@/protocol/profile';

/** A provider's https picture or one uploaded to the lobby; anything else shows the default avatar. */
const isPictureUrl = (url: string) => /^https?:\/\//.test(url) || url.startsWith(`${HeadshotPath.Serve}/`);

const SIZES = { sm: 'h-10 w-10', md: 'h-14 w-14', lg: 'h-20 w-20' } as const;

/** A ranked player's round avatar: their picture (PictureSetting 1), else the brand's default (2). */
export function RankAvatar({ url, setting, size = 'sm', ring = 'ring-white/15' }: { url: string; setting: number; size?: keyof typeof SIZES; ring?: string }) {
  const brand = useBrand();
  const own = setting === 1 && isPictureUrl(url);
  return (
    // eslint-disable-next-line @next/next/no-img-element -- remote file host or the brand's file, any size
    <img
      src={own ? url : brand.defaultAvatar}
      alt=""
      loading="lazy"
      data-default-avatar={own ? undefined : 'true'}
      className={`${SIZES[size]} shrink-0 rounded-full bg-night-800 object-cover ring-2 ${ring}`}
    />
  );
}
