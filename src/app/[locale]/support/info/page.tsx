import { SupportInfoView } from '@/features/content/server';
import { contentMetadata, type ContentPageProps } from '@/features/content/server';
import { contentLocale } from '@/features/content/server';

export const generateMetadata = ({ params }: ContentPageProps) => contentMetadata(params, 'content', 'info.title');

export default async function SupportInfoPage({ params }: ContentPageProps) {
  return <SupportInfoView locale={contentLocale((await params).locale)} />;
}
