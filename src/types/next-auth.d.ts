import type { DefaultSession } from 'next-auth';
import type { ProviderName } from '@/protocol';

type SignInChannel = 'web' | 'liff' | 'apk';

/** The session as the spec lists it (account §3 "Session"), plus how the player arrived. */
declare module 'next-auth' {
  interface Session {
    /**
     * A non-secret name of the session (src/features/auth/session-tag.ts). The lobby token is
     * never part of the page's session: it stays in the HttpOnly JWT cookie.
     */
    sessionTag: string;
    publicKey: string;
    provider: ProviderName;
    /** web, the LINE mini-app (liff) or the Android app (apk). */
    channel: SignInChannel;
    baseURL: string;
    playerID: number;
    isRegist: boolean;
    /** Set when the lobby refused the session on a refresh (100005, 100014): the client signs out. */
    signInError: { Code: number } | null;
    phone: string;
    /** When the player was last re-read from the lobby (ms). */
    userRefreshedAt: number;
    user: DefaultSession['user'] & { name: string; playerID: number; vipLevel: number; level: number };
  }
  interface User {
    id: string;
    name: string;
    token: string;
    provider: ProviderName;
    channel: SignInChannel;
    playerID: number;
    isRegist: boolean;
    phone: string;
    vipLevel: number;
    level: number;
  }
}

declare module 'next-auth/jwt' {
  interface JWT {
    token: string;
    provider: ProviderName;
    channel?: SignInChannel;
    playerID: number;
    isRegist: boolean;
    phone: string;
    name: string;
    vipLevel: number;
    level: number;
    userRefreshedAt?: number;
    signInError?: { Code: number } | null;
  }
}
