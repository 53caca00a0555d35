/**
 * The chaos bench's faults (support/checks.ts). Its checks are made by the chaos run itself
 * (server/testing/chaos/chaos-run.ts), so these act on the run, through the QA routes every
 * chaos process serves in QA mode; the server has no fault path for them.
 */
import { ChannelType, Code, Op, QaPath } from '../../src/protocol';
import { fault } from './checks';

/** What minted-gold sets one trader's gold to: coins that were never in the run. */
export const MINTED_GOLD = 987_654_321;

function jsonBody(init: RequestInit | undefined): Record<string, unknown> {
  try {
    return typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/**
 * minted-gold and forged-push, through the QA routes every chaos process serves (QA mode):
 * when the traffic makes its first QA transfer (the money at the start is counted by then),
 * the bench first sets one trader's gold through the wallet — coins that were never in the
 * run, so the total must be seen to move — and pushes a public chat message nobody sent to
 * one chat client, which must then hold a message the server never stored. It watches the
 * run's own requests (fetch) for a process's address and the players it creates; it returns
 * a function that stops watching.
 */
export function faultsThroughQaRoutes(): () => void {
  const mint = fault('minted-gold');
  const forge = fault('forged-push');
  if (!mint && !forge) return () => undefined;
  const real = globalThis.fetch;
  const chatPlayers: number[] = [];
  let injected: Promise<void> | undefined;

  async function inject(origin: string, trader: number): Promise<void> {
    const post = async (path: string, body: unknown) => {
      const res = await real(origin + path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
      if (res.status !== 200) throw new Error(`BENCH_FAULT: ${path} answered ${res.status}: ${await res.text()}`);
      return (await res.json()) as { delivered?: number };
    };
    if (mint) await post(QaPath.Balance, { PlayerID: trader, Gold: MINTED_GOLD });
    if (forge) {
      const text = 'BENCH_FAULT forged-push';
      const message = { ID: 2_000_000_000, Seq: 2_000_000_000, ChannelType: ChannelType.Public, From: '0', SenderType: 0, Message: text, OriginalMessage: text, CreateTime: 0, AutoReply: [], ColorID: 1, ClubName: '', Flag: 0, PlayerID: 0, ToPlayerID: 0, AllianceID: 0, ReplyID: 0, Name: 'forged', PictureURL: '', PictureSetting: 1, VIPLevel: 1, Params: null };
      // A push reaches a client only while its socket is open (the run cuts sockets): the first connected one takes it.
      for (const id of chatPlayers) {
        const { delivered } = await post(QaPath.Push, { PlayerID: id, Socket: 'chat', Message: { OP: Op.ChatPublicPush, Code: Code.Ok, Result: message } });
        if ((delivered ?? 0) > 0) return;
      }
      throw new Error('BENCH_FAULT forged-push: no chat client had a socket open');
    }
  }

  globalThis.fetch = (async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const body = jsonBody(init);
    if (url.pathname === QaPath.Transfer) await (injected ??= inject(url.origin, body.From as number));
    const res = await real(input, init);
    // chat clients are the players made without gold (traders get theirs)
    if (url.pathname === QaPath.Players && res.status === 200 && body.Gold === undefined) chatPlayers.push(((await res.clone().json()) as { PlayerID: number }).PlayerID);
    return res;
  }) as typeof fetch;
  return () => {
    globalThis.fetch = real;
  };
}
