import { PlayScreen } from '@/features/games/components/play-screen';
import { playPageData } from '@/features/games/play-page-data';

/** The desktop play screen: the lobby, and `?game=CODE` in a framed window over it. */
export default async function PlayGamePcPage({ params }: { params: Promise<{ locale: string }> }) {
  const data = await playPageData((await params).locale);
  return <PlayScreen page="/play-game/pc" data={data} />;
}
