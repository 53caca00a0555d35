import { redirect } from 'next/navigation';
import { ProviderSignIn } from '@/features/auth';
import { Provider, type ProviderName } from '@/protocol';

type Query = Promise<Record<string, string | string[] | undefined>>;

function isProvider(value: string): value is ProviderName {
  return Object.hasOwn(Provider, value);
}

/** /signIn/{provider}?signInRedirectURL=… — an unknown provider goes to sign-in (account §8). */
export default async function ProviderSignInPage({
  params,
  searchParams,
}: {
  params: Promise<{ locale: string; provider: string }>;
  searchParams: Query;
}) {
  const [{ locale, provider }, { signInRedirectURL }] = await Promise.all([params, searchParams]);
  const redirectUrl = typeof signInRedirectURL === 'string' ? signInRedirectURL : undefined;
  if (!isProvider(provider)) {
    redirect(`/${locale}/signin?callbackUrl=${encodeURIComponent(redirectUrl ?? `/${locale}`)}`);
  }
  return <ProviderSignIn provider={provider} redirectUrl={redirectUrl} />;
}
