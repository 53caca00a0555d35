// @vitest-environment node
import { NextRequest } from 'next/server';
import { proxy } from './proxy';

function get(url: string, headers: Record<string, string> = {}) {
  const { host } = new URL(url);
  return proxy(new NextRequest(url, { headers: { host, ...headers } }));
}

describe('proxy: locales the brand offers', () => {
  it('a locale the brand does not offer goes to the same page in one it does (query kept)', async () => {
    const response = await get('http://crab.localhost:3000/vi_vn/announcement?page=2');
    expect(response.status).toBe(307);
    expect(response.headers.get('location')).toBe('http://crab.localhost:3000/zh_tw/announcement?page=2');
  });

  it('the visitor’s language wins when the brand offers it; the home page keeps no trailing slash', async () => {
    const response = await get('http://owl.localhost:3000/vi_vn', { 'accept-language': 'vi-VN,id;q=0.8' });
    expect(response.headers.get('location')).toBe('http://owl.localhost:3000/id_id');
    expect(response.cookies.get('i18next')?.value).toBe('id_id');
  });

  it('a brand that offers vi_vn shows it; a path without a locale still gets one', async () => {
    const tha = await get('http://tha.localhost:3000/vi_vn/announcement');
    expect(tha.headers.get('location')).toBeNull();
    const bare = await get('http://tha.localhost:3000/announcement', { 'accept-language': 'vi' });
    expect(bare.headers.get('location')).toBe('http://tha.localhost:3000/vi_vn/announcement');
    const crab = await get('http://crab.localhost:3000/announcement', { cookie: 'i18next=vi_vn', 'accept-language': 'vi' });
    expect(crab.headers.get('location')).toBe('http://crab.localhost:3000/zh_tw/announcement');
  });
});
