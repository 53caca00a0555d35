import { HeadshotPath } from '@/protocol/profile-rules';
import { Icon } from '@/ui/icon';

/** A provider's https picture, or one uploaded to the lobby (served on this site too). */
const isPictureUrl = (url: string) => /^https?:\/\//.test(url) || url.startsWith(`${HeadshotPath.Serve}/`);

export type AvatarKind = 'player' | 'system' | 'service';

/**
 * A round avatar: the player's picture (PictureSetting 1 with a URL), else their initial on
 * the lobby's gradient; the system and customer service get their emblems.
 */
export function ChatAvatar({
  name,
  pictureUrl = '',
  pictureSetting = 2,
  kind = 'player',
  size = 'md',
}: {
  name: string;
  pictureUrl?: string;
  pictureSetting?: number;
  kind?: AvatarKind;
  size?: 'sm' | 'md' | 'lg';
}) {
  const box = size === 'lg' ? 'h-16 w-16 text-2xl' : size === 'sm' ? 'h-9 w-9 text-sm' : 'h-10 w-10 text-base';
  if (kind !== 'player') {
    return (
      <span
        aria-hidden="true"
        className={`${box} flex shrink-0 items-center justify-center rounded-full ring-2 ${
          kind === 'system'
            ? 'bg-gradient-to-b from-gold-400 to-gold-600 text-night-950 ring-gold-300/60'
            : 'bg-gradient-to-b from-jade-400 to-jade-600 text-white ring-jade-400/60'
        }`}
      >
        <Icon name={kind === 'system' ? 'system' : 'headset'} className="h-1/2 w-1/2" />
      </span>
    );
  }
  if (pictureSetting === 1 && isPictureUrl(pictureUrl)) {
    return (
      // eslint-disable-next-line @next/next/no-img-element -- remote file host, any size (chat spec §9)
      <img src={pictureUrl} alt="" className={`${box} shrink-0 rounded-full object-cover ring-2 ring-gold-500/40`} />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={`${box} flex shrink-0 items-center justify-center rounded-full bg-gradient-to-b from-plum-700 to-night-700 font-bold text-gold-300 ring-2 ring-gold-500/40`}
    >
      {Array.from(name || '?')[0]}
    </span>
  );
}
