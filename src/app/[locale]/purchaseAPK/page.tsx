import { ComingSoon } from '@/features/layout';

export default function PurchaseApkPage() {
  return <ComingSoon page="purchaseApk" />;
}
