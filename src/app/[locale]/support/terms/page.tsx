import { ComingSoon } from '@/features/layout';

export default function TermsPage() {
  return <ComingSoon page="supportTerms" />;
}
