import NextAuth from 'next-auth';
import type { NextRequest } from 'next/server';
import { authWithAccountLink } from '@/features/account-link/server';
import { createAuthOptions } from '@/features/auth/server';
import { signInContext } from '@/features/auth/server';

type Context = { params: Promise<{ nextauth: string[] }> };

/**
 * next-auth with options per request: an OAuth sign-in sends this host's brand and language to
 * the lobby; the OAuth callback of an account link (src/features/account-link) links instead.
 */
async function handler(req: NextRequest, context: Context) {
  const headers = Object.fromEntries(req.headers);
  return authWithAccountLink(req, createAuthOptions(signInContext(headers)), (options) => NextAuth(req, context, options) as Promise<Response>);
}

export { handler as GET, handler as POST };
