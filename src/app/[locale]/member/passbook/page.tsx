import { PassbookPage } from '@/features/passbook/components/passbook-page';

export default function MemberPassbookPage() {
  return <PassbookPage />;
}
