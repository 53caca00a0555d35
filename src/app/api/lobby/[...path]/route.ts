import type { NextRequest } from 'next/server';
import { relayLobbyCall } from '@/http/lobby-relay';

type Context = { params: Promise<{ path: string[] }> };

/** The allowlisted lobby calls that need the session's token (src/http/lobby-relay.ts): JSON, or a CSV file passed through. */
export async function POST(req: NextRequest, context: Context): Promise<Response> {
  const { path } = await context.params;
  return relayLobbyCall(req, `/${path.join('/')}`);
}
