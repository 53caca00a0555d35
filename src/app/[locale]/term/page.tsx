import { permanentRedirect } from 'next/navigation';
import { contentLocale } from '@/features/content/server';
import { localePath } from '@/i18n/locale-path';

/** /term is the spec's short name of the terms: one text, at /support/terms/term-of-service (308). */
export default async function TermPage({ params }: { params: Promise<{ locale: string }> }) {
  permanentRedirect(localePath(contentLocale((await params).locale), '/support/terms/term-of-service'));
}
