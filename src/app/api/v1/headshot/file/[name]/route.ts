import { headshotFile } from '@/features/member/headshot-proxy';

type Context = { params: Promise<{ name: string }> };

/** A player's uploaded picture, read from the lobby (src/features/member/headshot-proxy.ts). */
export async function GET(_req: Request, context: Context): Promise<Response> {
  const { name } = await context.params;
  return headshotFile(name);
}
