import Link from '@/ui/link';
import { localePath } from '@/i18n/locale-path';
import type { Locale } from '@/i18n/locales';
import { buttonClass } from '@/ui/button';
import { Icon, type IconName } from '@/ui/icon';
import type { PageQuery } from '../query';
import { ACTION_PATH, responseState } from '../response-state';
import { contentT } from '../server-texts';
import { ContentTitle } from './content-title';

const LOOK: Record<'success' | 'pending' | 'failed' | 'unknown', { icon: IconName; ring: string; badge: string }> = {
  success: { icon: 'check', ring: 'bg-jade-500/20 text-jade-400 ring-jade-400/60', badge: 'bg-jade-500 text-white' },
  pending: { icon: 'replay', ring: 'bg-gold-500/15 text-gold-300 ring-gold-400/60', badge: 'bg-gold-400 text-night-950' },
  failed: { icon: 'warning', ring: 'bg-ruby-500/15 text-ruby-500 ring-ruby-500/60', badge: 'bg-ruby-500 text-white' },
  unknown: { icon: 'alert', ring: 'bg-mist-500/20 text-mist-300 ring-mist-500/60', badge: 'bg-mist-500 text-white' },
};

/** /response (處理結果): the state an outside flow came back with and the next step (src/features/content/response-state.ts). */
export async function ResponseView({ locale, query }: { locale: Locale; query: PageQuery }) {
  const t = await contentT(locale);
  const state = responseState(query);
  const key = state.status === 'unknown' ? 'response.unknown' : `response.${state.type}.${state.status}`;
  const look = LOOK[state.status];
  return (
    <div className="mx-auto max-w-xl py-4 sm:py-8">
      <ContentTitle>{t('response.title')}</ContentTitle>
      <section
        data-status={state.status}
        aria-labelledby="response-state"
        className="flex flex-col items-center gap-3 rounded-3xl bg-gradient-to-b from-plum-800/80 to-night-900/80 px-6 py-8 text-center shadow-2xl ring-1 ring-gold-500/25"
      >
        <span className={`flex h-16 w-16 items-center justify-center rounded-full ring-2 ${look.ring}`}>
          <Icon name={look.icon} className="h-9 w-9" />
        </span>
        <span className={`rounded-full px-3 py-1 text-xs font-black tracking-widest ${look.badge}`}>{t(`response.badge.${state.status}`)}</span>
        <h2 id="response-state" className="text-2xl font-black text-gold-300">
          {t(`${key}.title`)}
        </h2>
        <p className="max-w-sm text-balance leading-relaxed text-mist-300">{t(`${key}.body`)}</p>
        {state.order ? <p className="font-mono text-sm text-mist-400">{t('response.order', { order: state.order })}</p> : null}
        <div className="mt-3 flex flex-wrap justify-center gap-3">
          {state.actions.map((action, i) => (
            <Link key={action} href={localePath(locale, ACTION_PATH[action])} className={buttonClass(i === 0 ? 'primary' : 'secondary', i === 0 ? 'lg' : 'md')}>
              {t(`response.actions.${action}`)}
            </Link>
          ))}
        </div>
      </section>
    </div>
  );
}
