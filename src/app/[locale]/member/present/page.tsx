import { PresentPage } from '@/features/present/components/present-page';

export default function MemberPresentPage() {
  return <PresentPage />;
}
