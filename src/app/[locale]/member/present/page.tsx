import { PresentPage } from '@/features/present';

export default function MemberPresentPage() {
  return <PresentPage />;
}
