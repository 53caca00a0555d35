import type { NextRequest } from 'next/server';
import { socketTicket } from '@/features/auth/lobby-relay';

/** A single-use socket ticket minted from the HttpOnly session (src/features/auth/lobby-relay.ts). */
export function POST(req: NextRequest): Promise<Response> {
  return socketTicket(req);
}
