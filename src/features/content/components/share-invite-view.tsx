import Link from '@/ui/link';
import { requestBrand } from '@/brand/request-brand';
import { localePath } from '@/i18n/locale-path';
import type { Locale } from '@/i18n/locales';
import { buttonClass } from '@/ui/button';
import { formatNumber } from '@/ui/format';
import { Icon } from '@/ui/icon';
import { brandNameIn, contentT } from '../server-texts';
import type { ShareInvite } from '../share-invite';
import { ContentTitle } from './content-title';

/**
 * /share opened from a shared game link (好友邀請): who invites, the game, the win when the
 * link shares a record, and the way in — play the game (/play/now, as the chat's share card
 * links), watch the record's replay, or browse the games (/play).
 */
export async function ShareInviteView({ locale, invite }: { locale: Locale; invite: ShareInvite }) {
  const [brand, t] = await Promise.all([requestBrand(), contentT(locale)]);
  const game = encodeURIComponent(invite.gameCode);
  return (
    <div className="mx-auto max-w-xl py-4 sm:py-8">
      <ContentTitle>{t('invite.title')}</ContentTitle>
      <section
        aria-labelledby="invite-from"
        className="flex flex-col items-center gap-4 rounded-3xl bg-gradient-to-b from-plum-800/80 to-night-900/80 px-6 py-8 text-center shadow-2xl ring-1 ring-gold-500/25"
      >
        <h2 id="invite-from" className="text-lg font-black text-white">
          {invite.fromName ? t('invite.from', { name: invite.fromName }) : t('invite.fromAnon')}
        </h2>
        <div className="flex w-full max-w-xs flex-col items-center gap-2 rounded-2xl bg-night-950/70 px-4 py-5 ring-1 ring-gold-500/40">
          <span className="flex h-16 w-16 items-center justify-center rounded-2xl bg-gradient-to-b from-gold-300 to-gold-600 text-night-950 shadow-glow">
            <Icon name="gamepad" className="h-9 w-9" />
          </span>
          <p className="text-xl font-black text-gold-300">{invite.gameName}</p>
          {invite.amount !== null ? (
            <p className="text-sm text-mist-300">
              {t('invite.record', { amount: formatNumber(invite.amount) })}
              {invite.multiple ? <span className="ml-2 rounded-full bg-ruby-500 px-2 py-0.5 text-xs font-black text-white">{t('invite.multiple', { multiple: invite.multiple })}</span> : null}
            </p>
          ) : null}
          {invite.id ? <p className="text-xs text-mist-500">{t('invite.machine', { id: invite.id })}</p> : null}
        </div>
        <p className="max-w-sm text-balance leading-relaxed text-mist-300">{t('invite.lead', { brand: brandNameIn(brand, locale) })}</p>
        <div className="flex flex-wrap justify-center gap-3">
          <Link href={localePath(locale, `/play/now?gameCode=${game}`)} className={buttonClass('primary', 'lg')}>
            {t('invite.play')}
          </Link>
          {invite.amount !== null ? (
            <Link href={localePath(locale, `/play-game/now?gameCode=${game}&playerId=${invite.from}`)} className={buttonClass('secondary', 'lg')}>
              {t('invite.replay')}
            </Link>
          ) : null}
        </div>
        <Link href={localePath(locale, '/play')} className="inline-flex min-h-11 items-center text-sm font-bold text-gold-300 hover:text-gold-400">
          {t('invite.more')}
          <Icon name="chevronRight" className="h-4 w-4" />
        </Link>
        <p className="text-xs text-mist-500">{t('invite.note')}</p>
      </section>
    </div>
  );
}
