import { ComingSoon } from '@/features/layout';

export default function BankCodePage() {
  return <ComingSoon page="bankCode" />;
}
