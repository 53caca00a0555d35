import type { DefaultSession } from 'next-auth';
import type { ProviderName } from '@/protocol';

/** The session as the spec lists it (account §3 "Session"). */
declare module 'next-auth' {
  interface Session {
    token: string;
    publicKey: string;
    provider: ProviderName;
    baseURL: string;
    playerID: number;
    isRegist: boolean;
    signInError: { Code: number } | null;
    phone: string;
    user: DefaultSession['user'] & { name: string; playerID: number; vipLevel: number; level: number };
  }
  interface User {
    id: string;
    name: string;
    token: string;
    provider: ProviderName;
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
    playerID: number;
    isRegist: boolean;
    phone: string;
    name: string;
    vipLevel: number;
    level: number;
  }
}
