import { ComingSoon } from '@/features/layout';

export default function SupportQnaPage() {
  return <ComingSoon page="supportQna" />;
}
