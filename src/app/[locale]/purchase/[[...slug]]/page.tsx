import { notFound } from 'next/navigation';
import { PurchasePage } from '@/features/store';

/** /purchase, /purchase/point: buy; /purchase/orders: the order history. */
export default async function PurchaseRoute({ params }: { params: Promise<{ slug?: string[] }> }) {
  const { slug = [] } = await params;
  const [first, ...rest] = slug;
  if (rest.length > 0 || (first !== undefined && first !== 'point' && first !== 'orders')) notFound();
  return <PurchasePage initialTab={first === 'orders' ? 'orders' : 'buy'} />;
}
