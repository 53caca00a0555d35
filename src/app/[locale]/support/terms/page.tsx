import { TermsIndexView } from '@/features/content/server';
import { contentMetadata, type ContentPageProps } from '@/features/content/server';
import { contentLocale } from '@/features/content/server';

export const generateMetadata = ({ params }: ContentPageProps) => contentMetadata(params, 'content', 'termsIndex.title');

export default async function TermsPage({ params }: ContentPageProps) {
  return <TermsIndexView locale={contentLocale((await params).locale)} />;
}
