import { LegalView } from '@/features/content/components/legal-view';
import { contentMetadata, type ContentPageProps } from '@/features/content/metadata';
import { contentLocale } from '@/features/content/server-texts';

export const generateMetadata = ({ params }: ContentPageProps) => contentMetadata(params, 'content-privacy', 'title');

export default async function PrivacyPage({ params }: ContentPageProps) {
  return <LegalView locale={contentLocale((await params).locale)} kind="privacy" />;
}
