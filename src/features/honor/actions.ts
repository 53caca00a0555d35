/**
 * Honor list requests over the lobby socket (10130, 11830). A refused list stops loading and,
 * unless the code is 0, shows the error modal with the mapped text followed by the server
 * Message (account §8). A heart asks only what `pinTarget` allows.
 */
import { Code, Op } from '@/protocol';
import { errorMessage, type TranslateFn } from '@/protocol/errors';
import { getSockets } from '@/socket';
import { pinTarget, pinnedCountOf } from './rules';
import { useHonorStore } from './store';

const codeText = (t: TranslateFn, code: number, message?: string | null) =>
  code === Code.HttpOk ? null : errorMessage(t, { code, message, appendServerMessage: true });

export async function loadHonorList(t: TranslateFn): Promise<void> {
  const { playerId } = useHonorStore.getState();
  if (playerId === null) return;
  useHonorStore.setState({ loading: true });
  const reply = await getSockets().lobby.request(Op.HonorList, { PlayerID: playerId });
  if (useHonorStore.getState().playerId === playerId) {
    if (reply.ok) {
      const rows = reply.result.Achievements;
      useHonorStore.setState({ rows, pinnedCount: pinnedCountOf(rows), loaded: true });
    } else if (!reply.lost) {
      useHonorStore.setState({ error: codeText(t, reply.code, reply.message) });
    }
    // No answer (the connection dropped): asked again when the lobby socket is ready.
  }
  useHonorStore.setState({ loading: false });
}

/** The heart of one record: unpin always, pin only under 3 pinned, otherwise nothing. */
export async function toggleHeart(id: number, t: TranslateFn): Promise<void> {
  const s = useHonorStore.getState();
  const row = s.rows.find((r) => r.ID === id);
  if (!row || s.busy.includes(id)) return;
  const target = pinTarget(row.Pinned, s.pinnedCount);
  if (target === null) return;
  useHonorStore.setState({ busy: [...s.busy, id] });
  const reply = await getSockets().lobby.request(Op.HonorPin, { ID: id, Pinned: target });
  if (reply.ok) {
    const { Pinned, PinnedCount } = reply.result;
    useHonorStore.setState((st) => ({ rows: st.rows.map((r) => (r.ID === id ? { ...r, Pinned } : r)), pinnedCount: PinnedCount }));
  } else if (!reply.lost) {
    useHonorStore.setState({ error: codeText(t, reply.code, reply.message) });
  }
  // No answer: the heart stays as it was.
  useHonorStore.setState((st) => ({ busy: st.busy.filter((b) => b !== id) }));
}
