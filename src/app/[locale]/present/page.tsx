import { redirect } from 'next/navigation';

/** /present: the gift records live at /member/present (signed-in only); one page, one place. */
export default async function PresentPage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  redirect(`/${locale}/member/present`);
}
