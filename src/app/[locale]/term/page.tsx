import { ComingSoon } from '@/features/layout';

export default function TermPage() {
  return <ComingSoon page="term" />;
}
