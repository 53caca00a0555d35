import { ResponseView } from '@/features/content/server';
import { contentMetadata, type ContentPageProps } from '@/features/content/server';
import { contentLocale } from '@/features/content/server';

export const generateMetadata = ({ params }: ContentPageProps) => contentMetadata(params, 'content', 'response.title');

/** ?status=success|pending|failed&type=payment|signIn|bind&order=… (src/features/content/response-state.ts). */
export default async function ResponsePage({ params, searchParams }: ContentPageProps) {
  return <ResponseView locale={contentLocale((await params).locale)} query={await searchParams} />;
}
