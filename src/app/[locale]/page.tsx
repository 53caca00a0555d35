import { FeaturedGames, HomeHero, NewsTeaser, QuickEntries } from '@/features/layout';

export default function HomePage() {
  return (
    <div className="flex flex-col gap-8 sm:gap-10">
      <HomeHero />
      <QuickEntries />
      <FeaturedGames />
      <NewsTeaser />
    </div>
  );
}
