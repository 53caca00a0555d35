/**
 * The simulated provider's pay page (GET /payment/sim?order=…&key=…, the order's PayUrl): the
 * order's goods, amount and provider, and two buttons, 付款 and 失敗, that ask the provider to
 * report the outcome (POST /api/v1/payment/sim), which sends the signed callback. Served in
 * front of the JSON router like the game pages; off when the simulator is off.
 */
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { PaymentPath, type StoreOrder } from '../../src/protocol';
import { lobbyPublicUrl } from '../games/game-routes';
import { escapeHtml, renderPage, type RenderedPage } from '../games/pages/page-shell';
import type { Services } from '../services';
import { readPaymentConfig, type PaymentConfig } from './payment-config';
import { payPageOrder } from './simulator';

const PROVIDER_NAMES: Record<StoreOrder['Provider'], string> = { mycard: 'MyCard', omg: 'OMG 支付', bank: '銀行轉帳', card: '信用卡' };
const STATUS_TEXT: Record<StoreOrder['Status'], string> = { pending: '待付款', paid: '已付款', failed: '付款失敗' };

const CSS = `
:root{color-scheme:dark;font-family:system-ui,-apple-system,"Noto Sans TC",sans-serif}
body{margin:0;min-height:100vh;display:grid;place-items:center;background:#141028;color:#eee}
main{width:min(92vw,380px);background:#1f1a3a;border:1px solid #3a3366;border-radius:16px;padding:24px;box-shadow:0 8px 32px #0008}
h1{margin:0 0 4px;font-size:20px}.sub{margin:0 0 20px;color:#a9a3c9;font-size:13px}
dl{display:grid;grid-template-columns:auto 1fr;gap:8px 16px;margin:0 0 20px}dt{color:#a9a3c9}dd{margin:0;text-align:right;font-variant-numeric:tabular-nums}
.amount{font-size:22px;font-weight:700;color:#f5c84c}
.buttons{display:flex;gap:12px}button{flex:1;padding:12px;border:0;border-radius:10px;font-size:16px;font-weight:700;cursor:pointer}
button:disabled{opacity:.5;cursor:default}#pay{background:#f5c84c;color:#201a00}#fail{background:#3a3366;color:#eee}
#result{min-height:1.5em;margin:16px 0 0;text-align:center}.ok{color:#7ee08a}.bad{color:#ff8f8f}
`;

const SCRIPT = `
const data = JSON.parse(document.getElementById('page-data').textContent);
const result = document.getElementById('result');
const buttons = document.querySelectorAll('button[data-outcome]');
for (const b of buttons) b.addEventListener('click', async () => {
  for (const x of buttons) x.disabled = true;
  result.className = ''; result.textContent = '處理中…';
  try {
    const res = await fetch(data.action, { method: 'POST', headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ OrderID: data.orderId, Key: data.key, Outcome: b.dataset.outcome }) });
    const reply = await res.json();
    const status = reply.Code === 0 ? reply.Result.Status : null;
    document.getElementById('status').textContent = status === 'paid' ? '已付款' : status === 'failed' ? '付款失敗' : document.getElementById('status').textContent;
    result.className = status === 'paid' ? 'ok' : 'bad';
    result.textContent = status === 'paid' ? '付款成功，可關閉此頁返回遊戲。' : status === 'failed' ? '付款失敗，可關閉此頁重新下單。' : '無法完成（' + reply.Code + '）' + (reply.Message ? '：' + reply.Message : '');
    // a settled order takes no second answer: the buttons go, the outcome stays
    if (status) document.querySelector('.buttons').remove();
  } catch {
    result.className = 'bad'; result.textContent = '連線失敗，請稍後再試。';
    for (const x of buttons) x.disabled = false;
  }
});
`;

function page(order: StoreOrder | null, key: string): RenderedPage {
  if (!order) {
    return renderPage({ lang: 'zh_tw', title: '找不到訂單', css: CSS, body: '<main><h1>找不到訂單</h1><p class="sub">連結無效或已過期，請回到商城重新下單。</p></main>' });
  }
  const open = order.Status === 'pending';
  const body = `<main>
<h1>${escapeHtml(PROVIDER_NAMES[order.Provider])}</h1>
<p class="sub">模擬金流：按「付款」或「失敗」回報付款結果</p>
<dl>
<dt>商品</dt><dd>${escapeHtml(order.Name)}</dd>
<dt>訂單編號</dt><dd>${escapeHtml(order.OrderID)}</dd>
<dt>狀態</dt><dd id="status">${escapeHtml(order.Expired ? '已逾時' : STATUS_TEXT[order.Status])}</dd>
<dt>金額</dt><dd class="amount">NT$ ${escapeHtml(order.AmountTWD.toLocaleString('en-US'))}</dd>
</dl>
${open ? '<div class="buttons"><button id="pay" type="button" data-outcome="paid">付款</button><button id="fail" type="button" data-outcome="failed">失敗</button></div>' : ''}
<p id="result" role="status" aria-live="polite">${open ? '' : order.Expired ? '此訂單逾時未付款，已取消。' : '此訂單已結束。'}</p>
</main>`;
  return renderPage({
    lang: 'zh_tw',
    title: `付款 NT$ ${order.AmountTWD}`,
    css: CSS,
    body,
    ...(open ? { script: SCRIPT, data: { action: PaymentPath.SimAction, orderId: order.OrderID, key } } : {}),
  });
}

function send(res: ServerResponse, status: number, rendered: RenderedPage, head: boolean): void {
  res.writeHead(status, { ...rendered.headers, 'Content-Length': Buffer.byteLength(rendered.html) });
  res.end(head ? undefined : rendered.html);
}

/** Serves the pay page; every other request goes to `next`. */
export function withPayPage(services: Services, next: RequestListener, config: PaymentConfig = readPaymentConfig()): RequestListener {
  return (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const method = req.method ?? 'GET';
    if (!config.simulator || url.pathname !== PaymentPath.SimPage || (method !== 'GET' && method !== 'HEAD')) return next(req, res);
    const orderId = url.searchParams.get('order') ?? '';
    const key = url.searchParams.get('key') ?? '';
    const base = lobbyPublicUrl({ headers: req.headers } as Parameters<typeof lobbyPublicUrl>[0]);
    payPageOrder(services, orderId.slice(0, 40), key.slice(0, 64), base)
      .then((order) => send(res, order ? 200 : 404, page(order, key), method === 'HEAD'))
      .catch((err: unknown) => {
        services.log.error('pay page crashed', { err, url: req.url });
        if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' }).end('internal error');
      });
  };
}
