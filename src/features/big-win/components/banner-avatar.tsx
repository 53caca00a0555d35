'use client';

import { useBrand } from '@/brand';
import { HeadshotPath } from '@/protocol/profile-rules';

/** A provider's https picture or one uploaded to the lobby; '' and anything else: the brand's default. */
const isPictureUrl = (url: string) => /^https?:\/\//.test(url) || url.startsWith(`${HeadshotPath.Serve}/`);

/** The winner's picture (PictureURL), else the brand's default avatar. */
export function BannerAvatar({ pictureUrl, className = 'h-8 w-8' }: { pictureUrl: string; className?: string }) {
  const brand = useBrand();
  const own = isPictureUrl(pictureUrl);
  return (
    // eslint-disable-next-line @next/next/no-img-element -- remote file host or the brand's file, any size
    <img
      src={own ? pictureUrl : brand.defaultAvatar}
      alt=""
      data-default-avatar={own ? undefined : 'true'}
      className={`${className} shrink-0 rounded-full object-cover ring-2 ring-gold-300/80`}
    />
  );
}
