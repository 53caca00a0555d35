'use client';

import Link from '@/ui/link';
import { useT } from 'next-i18next/client';
import { buttonClass } from '@/ui/button';
import { Icon } from '@/ui/icon';
import { SvgImage } from '@/ui/svg-image';
import { localePath } from '@/i18n/locale-path';
import { useBrandName } from '@/brand/use-brand-name';
import { useLocale } from '@/i18n/use-locale';

/** Home hero: brand welcome, play-now call to action and the jackpot artwork. */
export function HomeHero() {
  const { t } = useT('common');
  const locale = useLocale();
  const { shortName } = useBrandName();

  return (
    <section
      aria-labelledby="home-hero-title"
      className="relative overflow-hidden rounded-3xl bg-gradient-to-br from-plum-700 via-plum-900 to-night-900 shadow-2xl ring-1 ring-brand/50"
    >
      {/* two soft glows (globals.css `.glow`): a 288 px disc through a 64 px blur, without the blur;
          the second in gold-400, which `.glow` takes as an `r g b` triplet. Each is a 35rem
          background placed on a layer that covers the hero, not a 35rem box hung off one of its
          corners: a box anchored to the bottom moved whenever the hero's height did, and being
          560 px square it made a CLS of 0.15-0.24 out of a few pixels (Lighthouse, signed-in home). */}
      <div aria-hidden="true" className="glow absolute inset-0 bg-[length:35rem_35rem] bg-[position:right_-14.5rem_top_-14.5rem] bg-no-repeat [--glow-alpha:0.35] [--glow:var(--brand-accent)]" />
      <div aria-hidden="true" className="absolute inset-x-0 top-0 h-1 bg-gradient-to-r from-transparent via-brand to-transparent" />
      <div aria-hidden="true" className="glow absolute inset-0 bg-[length:35rem_35rem] bg-[position:left_-12.5rem_bottom_-16.5rem] bg-no-repeat [--glow-alpha:0.15] [--glow:247_201_72]" />
      <div className="relative grid items-center gap-2 px-5 pb-6 pt-6 sm:grid-cols-[1.1fr_1fr] sm:px-10 sm:py-10">
        {/* The artwork comes first in the markup, as on a phone's screen, and each part has its own
            cell on wider screens. With the text first and moved below the artwork by `order`, a
            paint taken while the parser was still inside the hero (a slow phone parses it in
            several passes) showed the text at the hero's top, and the artwork's arrival pushed it
            200 px down: CLS 0.08-0.12 in 7 of 30 traced first visits
            (docs/decisions/243-hero-markup-in-phone-order.md). */}
        <SvgImage
          src="/images/hero.svg"
          alt=""
          width={420}
          height={360}
          // the page's largest paint: fetched first
          preload
          fetchPriority="high"
          className="mx-auto h-auto w-56 drop-shadow-[0_10px_30px_rgb(0_0_0/0.5)] sm:col-start-2 sm:row-start-1 sm:w-full sm:max-w-sm"
        />
        <div className="text-center sm:col-start-1 sm:row-start-1 sm:text-left">
          <span className="inline-flex items-center gap-1 rounded-full bg-ruby-500 px-3 py-1 text-xs font-black tracking-widest text-white shadow-[0_0_16px_rgb(239_68_68/0.5)]">
            <Icon name="star" className="h-3.5 w-3.5" />
            {t('home.heroTag')}
          </span>
          <h1
            id="home-hero-title"
            className="mt-3 bg-gradient-to-b from-gold-300 via-gold-400 to-gold-600 bg-clip-text text-3xl font-black leading-tight text-transparent drop-shadow sm:text-5xl"
          >
            {t('home.heroTitle', { brand: shortName })}
          </h1>
          {/* two lines kept on phones: the Chinese line wraps there once its web font is in, and
              a line that grew then pushed the page down */}
          <p className="mx-auto mt-3 min-h-[3.25rem] max-w-md text-balance leading-relaxed text-mist-300 sm:mx-0 sm:min-h-0 sm:text-lg">{t('home.heroSubtitle')}</p>
          <div className="mt-6 flex flex-wrap justify-center gap-3 sm:justify-start">
            <Link href={localePath(locale, '/play')} className={`${buttonClass('primary', 'lg')} min-w-[10rem]`}>
              <Icon name="play" />
              {t('home.playNow')}
            </Link>
            <Link href={localePath(locale, '/newbie/gameGuidle')} className={buttonClass('secondary', 'lg')}>
              {t('home.guide')}
            </Link>
          </div>
        </div>
      </div>
    </section>
  );
}
