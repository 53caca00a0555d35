import { TermsIndexView } from '@/features/content/components/terms-index-view';
import { contentMetadata, type ContentPageProps } from '@/features/content/metadata';
import { contentLocale } from '@/features/content/server-texts';

export const generateMetadata = ({ params }: ContentPageProps) => contentMetadata(params, 'content', 'termsIndex.title');

export default async function TermsPage({ params }: ContentPageProps) {
  return <TermsIndexView locale={contentLocale((await params).locale)} />;
}
