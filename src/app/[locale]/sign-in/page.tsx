import { SignInPage } from '@/features/auth';

type Query = Promise<Record<string, string | string[] | undefined>>;

/** next-auth's sign-in and error page (`pages.signIn`): `?error=` and `?callbackUrl=`. */
export default async function SignInRoute({ searchParams }: { searchParams: Query }) {
  const { error, callbackUrl } = await searchParams;
  return (
    <SignInPage
      error={typeof error === 'string' ? error : undefined}
      callbackUrl={typeof callbackUrl === 'string' ? callbackUrl : undefined}
    />
  );
}
