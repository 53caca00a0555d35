import { LegalView } from '@/features/content/server';
import { contentMetadata, type ContentPageProps } from '@/features/content/server';
import { contentLocale } from '@/features/content/server';

export const generateMetadata = ({ params }: ContentPageProps) => contentMetadata(params, 'content-privacy', 'title');

export default async function PrivacyPage({ params }: ContentPageProps) {
  return <LegalView locale={contentLocale((await params).locale)} kind="privacy" />;
}
