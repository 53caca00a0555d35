import { notFound } from 'next/navigation';
import { requestBrand } from '@/brand/request-brand';
import { offersLive } from '@/brand/get-brand';
import { LiveRoom } from '@/features/live';

/**
 * The live room, `?live={roomID}` (chat spec §2). Brands without live rooms get the 404: the
 * page does not exist for them, as their menus do not link it.
 */
export default async function PlayGameLivePage() {
  if (!offersLive(await requestBrand())) notFound();
  return <LiveRoom />;
}
