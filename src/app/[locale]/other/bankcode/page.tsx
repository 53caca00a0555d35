import { BankCodeView } from '@/features/content/server';
import { contentMetadata, type ContentPageProps } from '@/features/content/server';
import { contentLocale } from '@/features/content/server';

export const generateMetadata = ({ params }: ContentPageProps) => contentMetadata(params, 'content', 'bankcode.title');

/** ?code= (the vault code a vault-unlock chat message carries) and optional ?game=. */
export default async function BankCodePage({ params, searchParams }: ContentPageProps) {
  return <BankCodeView locale={contentLocale((await params).locale)} query={await searchParams} />;
}
