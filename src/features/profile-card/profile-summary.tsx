'use client';

import { useBrand } from '@/brand';
import { ItemId, type PlayerProfile } from '@/protocol';
import { formatNumber } from '@/ui/format';
import { formatTaipeiTime } from '@/ui/format-time';
import { bagAmount } from './card-rules';
import { CopyButton } from './copy-button';
import { ProfileAvatar } from './profile-avatar';
import { VipBadge } from './vip-badge';

type Tp = (key: string, options?: Record<string, unknown>) => string;

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex gap-3">
      <dt className="w-20 shrink-0 text-mist-400">{label}</dt>
      <dd className="min-w-0 flex-1 break-words text-white">{children}</dd>
    </div>
  );
}

/**
 * The card's body (account §2): VIP badge with the tier, avatar, name and ID each with copy,
 * 檢舉 (others only), level, gold and the brand's gem item, bio, club, and the Taipei times.
 */
export function ProfileSummary({ profile, self, tp }: { profile: PlayerProfile; self: boolean; tp: Tp }) {
  const brand = useBrand();
  const gemLabel = brand.gemItemId === ItemId.Gem ? tp('card.gem') : tp('card.points');
  return (
    <div className="flex flex-col items-center gap-3 pb-2 text-center">
      <ProfileAvatar profile={profile} />
      <VipBadge level={profile.VIPLevel} tp={tp} />
      <div className="flex flex-col items-center gap-0.5">
        <p className="flex items-center gap-1 text-lg font-black text-white">
          <span className="break-all">{profile.Name}</span>
          <CopyButton value={profile.Name} label={tp('card.copyName')} copiedText={tp('card.copied')} />
        </p>
        <p className="flex items-center gap-1 text-xs text-mist-400">
          <span>{tp('card.id', { id: profile.PlayerID })}</span>
          <CopyButton value={String(profile.PlayerID)} label={tp('card.copyId')} copiedText={tp('card.copied')} />
        </p>
        {!self ? (
          <a
            href={brand.links.report}
            target="_blank"
            rel="noopener noreferrer"
            className="mt-1 rounded-full px-3 py-1 text-xs font-bold text-ruby-500 ring-1 ring-ruby-500/50 hover:bg-ruby-500/10"
          >
            {tp('card.report')}
          </a>
        ) : null}
      </div>
      <dl className="w-full space-y-2 rounded-2xl bg-night-950/50 p-3 text-left text-sm ring-1 ring-white/5">
        <Row label={tp('card.level')}>LV.{profile.Level}</Row>
        <Row label={tp('card.gold')}>
          <span className="tabular-nums">{formatNumber(bagAmount(profile, ItemId.Gold))}</span>
        </Row>
        <Row label={gemLabel}>
          <span className="tabular-nums">{formatNumber(bagAmount(profile, brand.gemItemId))}</span>
        </Row>
        <Row label={tp('card.club')}>{profile.Club?.ClubName || tp('card.noClub')}</Row>
        <Row label={tp('card.bio')}>
          <span className="whitespace-pre-wrap">{profile.Information || tp('card.noBio')}</span>
        </Row>
        <Row label={tp('card.registTime')}>
          <span className="tabular-nums">{formatTaipeiTime(profile.RegistTime)}</span>
        </Row>
        <Row label={tp('card.lastLogin')}>
          <span className="tabular-nums">{formatTaipeiTime(profile.LastLoginTime)}</span>
        </Row>
      </dl>
    </div>
  );
}
