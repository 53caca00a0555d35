import { PassbookPage } from '@/features/passbook';
import { passbookFirstPage } from '@/features/passbook/server';

/** /member/passbook: page 1 of 日金 comes read on the server (a visitor is sent to sign in first). */
export default async function MemberPassbookPage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  return <PassbookPage first={await passbookFirstPage(locale)} />;
}
