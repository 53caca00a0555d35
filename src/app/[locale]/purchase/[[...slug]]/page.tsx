import { ComingSoon } from '@/features/layout';

export default async function PurchasePage({ params }: { params: Promise<{ slug?: string[] }> }) {
  const { slug } = await params;
  return <ComingSoon page={slug?.[0] === 'point' ? 'purchasePoint' : 'purchase'} />;
}
