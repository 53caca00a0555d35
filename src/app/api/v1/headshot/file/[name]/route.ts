import { headshotFile } from '@/http/headshot-file';

type Context = { params: Promise<{ name: string }> };

/** A player's uploaded picture, read from the lobby (src/http/headshot-file.ts). */
export async function GET(_req: Request, context: Context): Promise<Response> {
  const { name } = await context.params;
  return headshotFile(name);
}
