/**
 * The sign-in page of the built-in identity provider: a tester or demo visitor types a
 * display name (and optionally a subject) or picks a seeded identity, then approves.
 * Server-rendered, no script. Labels are stable because e2e tests drive this page:
 * inputs "Display name" and "Subject (optional)", buttons "Approve", "Cancel" and
 * "Continue as {name}".
 */
import { DEMO_IDENTITIES, MAX_DISPLAY_NAME } from './identities';

const LABELS: Record<string, { title: string; colour: string }> = {
  line: { title: 'LINE', colour: '#06c755' },
  google: { title: 'Google', colour: '#4285f4' },
  apple: { title: 'Apple', colour: '#f5f5f7' },
  facebook: { title: 'Facebook', colour: '#1877f2' },
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export interface PageInput {
  provider: string;
  uid: string;
  clientName: string;
  scope: string;
  error?: string;
  name?: string;
  subject?: string;
}

const STYLE = `
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;
  font-family:system-ui,"Noto Sans TC",sans-serif;background:linear-gradient(160deg,#0d1330,#3a1a5c);color:#f4f1ff}
main{width:min(420px,92vw);background:#151b3d;border-radius:16px;padding:24px;box-shadow:0 12px 40px #0008}
h1{font-size:20px;margin:0 0 4px}p{margin:4px 0 16px;color:#b9b4d6;font-size:14px}
label{display:block;font-size:14px;margin:12px 0 4px}
input{box-sizing:border-box;width:100%;min-height:44px;border-radius:10px;border:1px solid #3b4272;
  background:#0d1330;color:#fff;padding:0 12px;font-size:16px}
button{min-height:44px;border-radius:10px;border:0;padding:0 16px;font-size:16px;cursor:pointer}
.row{display:flex;gap:8px;margin-top:16px}.row button{flex:1}
.approve{background:var(--accent);color:#111;font-weight:700}.cancel{background:#3b4272;color:#fff}
.demo{display:flex;flex-wrap:wrap;gap:8px}.demo button{background:#262d5c;color:#fff}
.error{color:#ff8a8a}.badge{display:inline-block;padding:2px 8px;border-radius:8px;background:var(--accent);color:#111;font-size:12px}`;

/** The whole page, every value escaped. */
export function renderSignInPage(input: PageInput): string {
  const label = LABELS[input.provider] ?? { title: input.provider, colour: '#d4af37' };
  const action = `/oidc/${encodeURIComponent(input.provider)}/interaction/${encodeURIComponent(input.uid)}`;
  const demo = DEMO_IDENTITIES.map(
    (d) => `<form method="post" action="${action}/login">
      <input type="hidden" name="name" value="${escapeHtml(d.name)}">
      <input type="hidden" name="subject" value="${escapeHtml(d.subject)}">
      <button type="submit">Continue as ${escapeHtml(d.name)}</button></form>`,
  ).join('');
  return `<!doctype html>
<html lang="zh-Hant"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(label.title)} sign-in · QA / demo</title>
<style>${STYLE}</style></head>
<body style="--accent:${label.colour}"><main>
<span class="badge">QA / demo identity provider</span>
<h1>Sign in with ${escapeHtml(label.title)}</h1>
<p>${escapeHtml(input.clientName)} asks for: ${escapeHtml(input.scope || 'openid')}. 測試用登入：輸入名稱或選擇示範帳號。</p>
${input.error ? `<p class="error" role="alert">${escapeHtml(input.error)}</p>` : ''}
<form method="post" action="${action}/login">
  <label for="name">Display name</label>
  <input id="name" name="name" maxlength="${MAX_DISPLAY_NAME}" autocomplete="off" value="${escapeHtml(input.name ?? '')}">
  <label for="subject">Subject (optional)</label>
  <input id="subject" name="subject" maxlength="64" autocomplete="off" value="${escapeHtml(input.subject ?? '')}">
  <div class="row"><button class="approve" type="submit">Approve</button>
  <button class="cancel" type="submit" formaction="${action}/abort">Cancel</button></div>
</form>
<p>Demo identities</p>
<div class="demo">${demo}</div>
</main></body></html>`;
}

/** A plain error page (expired or unknown sign-in). */
export function renderErrorPage(title: string, detail: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title>
<style>${STYLE}</style></head><body style="--accent:#d4af37"><main>
<h1>${escapeHtml(title)}</h1><p role="alert">${escapeHtml(detail)}</p></main></body></html>`;
}
