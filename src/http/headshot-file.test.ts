// @vitest-environment node
import { HeadshotPath } from '@/protocol';
import { headshotFile } from './headshot-file';

const NAME = `7-${'b'.repeat(32)}.png`;

function lobby(body: BodyInit, type: string, status = 200) {
  const urls: string[] = [];
  const fetchImpl = vi.fn(async (url: string | URL | Request) => {
    urls.push(String(url));
    return new Response(body, { status, headers: { 'content-type': type } });
  }) as unknown as typeof fetch;
  return { urls, fetchImpl };
}

describe('GET /api/v1/headshot/file/<name> on the site', () => {
  it('passes a picture on with its type, nosniff and a long cache', async () => {
    const l = lobby(new Uint8Array([1, 2, 3]), 'image/png');
    const res = await headshotFile(NAME, l.fetchImpl);
    expect(res.status).toBe(200);
    expect(l.urls[0]).toMatch(new RegExp(`${HeadshotPath.Serve}/${NAME}$`));
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('cache-control')).toContain('immutable');
    expect([...new Uint8Array(await res.arrayBuffer())]).toEqual([1, 2, 3]);
  });

  it('never asks for a malformed name and never passes on a non-picture type', async () => {
    const l = lobby('<script>', 'text/html');
    for (const name of ['../secret', '7-abc.svg', 'x.png']) expect((await headshotFile(name, l.fetchImpl)).status).toBe(404);
    expect(l.urls).toEqual([]);
    expect((await headshotFile(NAME, l.fetchImpl)).status).toBe(404);
    expect((await headshotFile(NAME, lobby('', 'image/png', 404).fetchImpl)).status).toBe(404);
  });
});
