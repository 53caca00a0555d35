'use client';

import { useBrand } from '@/brand';
import type { EnvelopeSender } from '../store';

/** The sender's picture (PictureSetting 1 with a URL), else the brand's default avatar (account §2). */
export function SenderAvatar({ sender, className = 'h-16 w-16' }: { sender: EnvelopeSender; className?: string }) {
  const brand = useBrand();
  const own = sender.pictureSetting === 1 && /^https?:\/\//.test(sender.pictureUrl);
  return (
    // eslint-disable-next-line @next/next/no-img-element -- remote file host or the brand's file, any size
    <img
      src={own ? sender.pictureUrl : brand.defaultAvatar}
      alt=""
      data-testid="envelope-sender-avatar"
      className={`${className} shrink-0 rounded-full object-cover ring-2 ring-gold-300/80`}
    />
  );
}
