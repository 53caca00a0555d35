import { SupportInfoView } from '@/features/content/components/support-info-view';
import { contentMetadata, type ContentPageProps } from '@/features/content/metadata';
import { contentLocale } from '@/features/content/server-texts';

export const generateMetadata = ({ params }: ContentPageProps) => contentMetadata(params, 'content', 'info.title');

export default async function SupportInfoPage({ params }: ContentPageProps) {
  return <SupportInfoView locale={contentLocale((await params).locale)} />;
}
