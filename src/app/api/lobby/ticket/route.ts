import type { NextRequest } from 'next/server';
import { socketTicket } from '@/http/lobby-relay';

/** A single-use socket ticket minted from the HttpOnly session (src/http/lobby-relay.ts). */
export function POST(req: NextRequest): Promise<Response> {
  return socketTicket(req);
}
