import { LegalView } from '@/features/content/server';
import { contentMetadata, type ContentPageProps } from '@/features/content/server';
import { contentLocale } from '@/features/content/server';

export const generateMetadata = ({ params }: ContentPageProps) => contentMetadata(params, 'content-terms', 'title');

/** The canonical terms page (account §2 names {domain}/{lang}/support/terms/term-of-service); /term redirects here. */
export default async function TermOfServicePage({ params }: ContentPageProps) {
  return <LegalView locale={contentLocale((await params).locale)} kind="terms" />;
}
