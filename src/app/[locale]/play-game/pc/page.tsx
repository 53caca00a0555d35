import { PlayScreen } from '@/features/games';
import { playPageData } from '@/features/games/server';

/** The desktop play screen: the lobby, and `?game=CODE` in a framed window over it. */
export default async function PlayGamePcPage({ params }: { params: Promise<{ locale: string }> }) {
  const data = await playPageData((await params).locale);
  return <PlayScreen page="/play-game/pc" data={data} />;
}
