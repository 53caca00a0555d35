import { signedInCookies, startSiteServers } from '../support/site-servers';
import fs from 'node:fs';
const servers = await startSiteServers(3391, 4391);
try {
  const cookie = await signedInCookies(servers.siteUrl, servers.lobbyUrl);
  const local = servers.siteUrl.replace('crab.localhost', '127.0.0.1');
  const ua = 'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/133.0.0.0 Mobile Safari/537.36';
  for (const [name, c] of [['visitor', ''], ['signed', cookie]]) {
    const r = await fetch(local + (process.argv[2] ?? '/zh_tw'), { headers: { host: new URL(servers.siteUrl).host, cookie: c, 'user-agent': ua } });
    fs.writeFileSync(`/tmp/${name}.html`, await r.text());
  }
} finally { servers.stop(); }
