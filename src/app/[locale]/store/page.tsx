import { StorePage } from '@/features/store';

export default function StoreRoute() {
  return <StorePage />;
}
