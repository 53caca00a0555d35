import { PlayScreen } from '@/features/games';
import { playPageData } from '@/features/games/server';

/** /play: the game lobby; `?game=CODE` opens its window over it, and leaving then asks first (chat §2). */
export default async function PlayPage({ params }: { params: Promise<{ locale: string }> }) {
  const data = await playPageData((await params).locale);
  return <PlayScreen page="/play" data={data} />;
}
