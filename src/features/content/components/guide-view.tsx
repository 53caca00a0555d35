import Link from '@/ui/link';
import { requestBrand } from '@/brand/request-brand';
import { localePath } from '@/i18n/locale-path';
import type { Locale } from '@/i18n/locales';
import { buttonClass } from '@/ui/button';
import { brandNameIn, contentT } from '../server-texts';
import { GuideArt, type GuideStep } from './guide-art';
import { GuideSignInAction } from './guide-sign-in-action';
import { ContentTitle } from './content-title';

/** The guide's steps and where each one's button goes (sign-in opens the modal instead). */
export const GUIDE_STEPS: { step: GuideStep; href: string | null }[] = [
  { step: 'signIn', href: null },
  { step: 'daily', href: '/other/mission' },
  { step: 'slot', href: '/play' },
  { step: 'chat', href: '/play-game/m' },
  { step: 'gifts', href: '/member/present' },
  { step: 'passbook', href: '/member/passbook' },
];

/** /newbie/gameGuidle (新手教學): six illustrated steps, each with a button to the real page. */
export async function GuideView({ locale }: { locale: Locale }) {
  const [brand, t] = await Promise.all([requestBrand(), contentT(locale)]);
  return (
    <div className="mx-auto max-w-4xl py-4 sm:py-8">
      <ContentTitle lead={t('guide.lead', { brand: brandNameIn(brand, locale) })}>{t('guide.title')}</ContentTitle>
      <ol className="grid gap-4 md:grid-cols-2">
        {GUIDE_STEPS.map(({ step, href }, i) => (
          <li key={step} className="relative flex gap-3 rounded-3xl sm:gap-4 bg-gradient-to-b from-plum-800/70 to-night-900/80 p-5 ring-1 ring-gold-500/20">
            <div className="flex flex-col items-center gap-2">
              <GuideArt step={step} />
            </div>
            <div className="flex min-w-0 flex-1 flex-col gap-2">
              <p className="text-xs font-black tracking-widest text-gold-500">{t('guide.step', { number: i + 1 })}</p>
              <h2 className="text-lg font-black text-white">{t(`guide.steps.${step}.title`)}</h2>
              <p className="flex-1 text-pretty text-sm leading-relaxed text-mist-300">{t(`guide.steps.${step}.body`)}</p>
              <div>
                {href ? (
                  <Link href={localePath(locale, href)} className={buttonClass(i === 2 ? 'primary' : 'secondary')}>
                    {t(`guide.steps.${step}.action`)}
                  </Link>
                ) : (
                  <GuideSignInAction signIn={t('guide.steps.signIn.action')} signedIn={t('guide.steps.signIn.signedIn')} />
                )}
              </div>
            </div>
          </li>
        ))}
      </ol>
      <div className="mt-8 flex flex-col items-center gap-3 rounded-3xl bg-night-950/60 px-6 py-6 text-center ring-1 ring-white/10">
        <p className="text-xl font-black text-gold-300">{t('guide.doneTitle')}</p>
        <p className="text-mist-300">{t('guide.doneBody')}</p>
        <div className="flex flex-wrap justify-center gap-3">
          <Link href={localePath(locale, '/play')} className={buttonClass('primary', 'lg')}>
            {t('guide.play')}
          </Link>
          <Link href={localePath(locale, '/support/qna')} className={buttonClass('secondary', 'lg')}>
            {t('guide.faq')}
          </Link>
        </div>
      </div>
    </div>
  );
}
