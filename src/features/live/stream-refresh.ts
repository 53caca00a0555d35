/**
 * What the stream player asks before it reloads a stalled stream (chat spec §4 "Live chat", §7
 * get_info; decision 324): the room's stream now, so a URL the operator changed is followed
 * without rejoining, and a room that closed shows closed instead of reloading for ever. The call
 * (`lobbyCall` and its zod schemas) loads with the first reload, not with the live page.
 */
import { roomClosed } from './actions';
import { useStageStore } from './stage-store';

/** get_info's word on a room: play `url`, the room is closed, or no word (the ask failed). */
export type StreamCheck = { kind: 'open'; url: string } | { kind: 'closed' } | { kind: 'unknown' };
export type CheckStream = (roomId: number) => Promise<StreamCheck>;

/** get_info through lobbyCall; a module that does not load is no word. */
export const checkStreamInfo: CheckStream = (roomId) =>
  import('./stream-info-call').then(
    (m) => m.askStreamInfo(roomId),
    (): StreamCheck => ({ kind: 'unknown' }),
  );

/**
 * The stream watchdog's `beforeReload`: asks `check` about the room the stage shows and answers
 * the URL the next player plays (an open room's), or null to reload what played (no word, or
 * another room by the time it answers). A closed room closes (./actions roomClosed: live chat
 * off, the stream and the mini window go). No room on the stage: nothing to ask (null at once).
 */
export function followStream(check: CheckStream): Promise<string | null> | null {
  const roomId = useStageStore.getState().stage?.roomId;
  if (roomId === undefined) return null;
  return check(roomId).then((answer) => {
    if (useStageStore.getState().stage?.roomId !== roomId) return null;
    if (answer.kind === 'open') return answer.url || null;
    if (answer.kind === 'closed') roomClosed();
    return null;
  });
}
