import { notFound } from 'next/navigation';
import { requestBrand } from '@/brand/request-brand';
import { offersSpecialReward } from '@/features/rewards/server';
import { SpecialRewardPage } from '@/features/rewards';

/** The special reward (chat §2). Brands without it get the 404, as their menus do not link it. */
export default async function OtherSpecialRewardPage() {
  if (!offersSpecialReward(await requestBrand())) notFound();
  return <SpecialRewardPage />;
}
