import { redirect } from 'next/navigation';
import { ProviderSignIn } from '@/features/auth';
import { Provider, type ProviderName } from '@/protocol';

type Query = Promise<Record<string, string | string[] | undefined>>;

function isProvider(value: string): value is ProviderName {
  return Object.hasOwn(Provider, value);
}

/**
 * /signIn/{provider}?signInRedirectURL=… — an unknown provider goes to the sign-in page with
 * the callback (account §8). `popup=1` marks the window the sign-in modal opened; `step=done`
 * is the identity provider's return trip.
 */
export default async function ProviderSignInPage({
  params,
  searchParams,
}: {
  params: Promise<{ locale: string; provider: string }>;
  searchParams: Query;
}) {
  const [{ locale, provider }, query] = await Promise.all([params, searchParams]);
  const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
  const redirectUrl = text(query.signInRedirectURL);
  if (!isProvider(provider)) {
    redirect(`/${locale}/sign-in?callbackUrl=${encodeURIComponent(redirectUrl ?? `/${locale}`)}`);
  }
  return <ProviderSignIn provider={provider} redirectUrl={redirectUrl} popup={query.popup === '1'} step={text(query.step)} />;
}
