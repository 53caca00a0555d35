import { FeaturedGames, HomeHero, NewsTeaser, QuickEntries } from '@/features/layout';
import { fetchHomeNews } from '@/features/announcements/server';
import { fetchFeaturedGames } from '@/features/games/server';
import { DEFAULT_LOCALE, isLocale } from '@/i18n/locales';

/** Home: the featured games (the catalogue's shown entries) and the latest news are read while the page renders. */
export default async function HomePage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  const [games, news] = await Promise.all([fetchFeaturedGames(), fetchHomeNews(isLocale(locale) ? locale : DEFAULT_LOCALE)]);
  return (
    <div className="flex flex-col gap-8 sm:gap-10">
      <HomeHero />
      <QuickEntries />
      <FeaturedGames games={games} />
      <NewsTeaser news={news} />
    </div>
  );
}
