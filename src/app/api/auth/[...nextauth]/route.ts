import NextAuth from 'next-auth';
import type { NextRequest } from 'next/server';
import { createAuthOptions } from '@/features/auth/auth-options';
import { signInContext } from '@/features/auth/providers/sign-in-context';

type Context = { params: Promise<{ nextauth: string[] }> };

/** next-auth with options per request: an OAuth sign-in sends this host's brand and language to the lobby. */
async function handler(req: NextRequest, context: Context) {
  const headers = Object.fromEntries(req.headers);
  return NextAuth(req, context, createAuthOptions(signInContext(headers)));
}

export { handler as GET, handler as POST };
