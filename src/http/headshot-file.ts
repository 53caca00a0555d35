/**
 * GET /api/v1/headshot/file/<name> on the site: the lobby's stored picture, so a PicURL (a
 * lobby path) shows on the site's own origin in every avatar. Only well-formed names are
 * asked for, only picture types are passed on, always with nosniff.
 */
import { HEADSHOT_FILE_NAME, HEADSHOT_TYPES, HeadshotPath } from '@/protocol';
import { lobbyServerUrl } from '@/config/runtime';

const notFound = () => new Response('not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8', 'x-content-type-options': 'nosniff' } });

export async function headshotFile(name: string, fetchImpl: typeof fetch = fetch): Promise<Response> {
  if (!HEADSHOT_FILE_NAME.test(name)) return notFound();
  let response: Response;
  try {
    response = await fetchImpl(`${lobbyServerUrl()}${HeadshotPath.Serve}/${name}`, { cache: 'no-store' });
  } catch {
    return new Response('lobby unreachable', { status: 502, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  }
  const type = response.headers.get('content-type') ?? '';
  if (!response.ok || !(HEADSHOT_TYPES as readonly string[]).includes(type)) return notFound();
  return new Response(response.body, {
    status: 200,
    headers: {
      'content-type': type,
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; sandbox",
      'cache-control': 'public, max-age=31536000, immutable',
    },
  });
}
