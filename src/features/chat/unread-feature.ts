/**
 * The always-loaded part of the chat feature: the player on the chat socket and the unread
 * counts. 30041 (the answer to 30040) carries the counts; 30051 (pushed whenever they change: a
 * private message, a mark read in any tab) carries them from this server, and is used as it is;
 * a 30051 without them (chat §3: "30051 triggers an unread refetch") asks 30040. The counts
 * are asked for once the chat socket is ready.
 */
import { Code } from '@/protocol/codes';
import { Op } from '@/protocol/ops';
import type { Reply } from '@/protocol';
import type { SocketClient, Sockets } from '@/socket';
import type { FeatureModule } from '@/features/feature-module';
import { applyServerCounts, resetUnreadStore, useUnreadStore } from './unread-store';

const count = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) && v > 0 ? Math.floor(v) : 0);

const COUNT_FIELDS = ['AnnouncementTotal', 'PublicTotal', 'PrivateTotal', 'ClubTotal'] as const;

/** True when a 30051 carries every count (else it only says they changed). */
export function carriesCounts(result: unknown): boolean {
  if (typeof result !== 'object' || result === null) return false;
  const r = result as Record<string, unknown>;
  return COUNT_FIELDS.every((f) => typeof r[f] === 'number') && typeof r.EnableClub === 'boolean';
}

/** 30041 / 30051: the server's counts; garbage counts as 0. Returns true when the room list is stale. */
export function onUnreadCounts(reply: Reply): boolean {
  const r = reply.Result as Record<string, unknown> | null;
  if (reply.Code !== Code.Ok || typeof r !== 'object' || r === null) return false;
  return applyServerCounts(
    { announcement: count(r.AnnouncementTotal), public: count(r.PublicTotal), club: count(r.ClubTotal), enableClub: r.EnableClub === true },
    count(r.PrivateTotal),
  );
}

export interface UnreadFeatureOptions {
  /** Another player's init reply on this page: everything of the chat must be forgotten. */
  onOtherPlayer(): void;
  /** The room list's counts are stale (the server's total is lower): read the list again. */
  onStaleRooms(): void;
}

/** Registers the unread part on the chat socket (tests register it with the rest of the chat). */
export function registerUnreadHandlers(chat: SocketClient, options: UnreadFeatureOptions): () => void {
  const onCounts = (reply: Reply) => {
    if (onUnreadCounts(reply)) options.onStaleRooms();
  };
  const onChanged = (reply: Reply) => {
    if (reply.Code !== Code.Ok) return;
    if (carriesCounts(reply.Result)) onCounts(reply);
    else chat.send(Op.ChatUnread, {});
  };
  const offs = [
    chat.on(Op.InitReply, (reply) => {
      const id = (reply.Result as { PlayerID?: unknown } | null)?.PlayerID;
      if (typeof id !== 'number' || id <= 0) return;
      const { selfId } = useUnreadStore.getState();
      // Another player on this page (sign-out, then sign-in): nothing of the last one stays.
      if (selfId !== 0 && selfId !== id) options.onOtherPlayer();
      useUnreadStore.setState({ selfId: id });
    }),
    chat.on(Op.ChatUnreadReply, onCounts),
    chat.on(Op.ChatUnreadChanged, onChanged),
  ];
  return () => offs.forEach((off) => off());
}

/** The unread part as a feature module. */
export function createUnreadFeature(options: UnreadFeatureOptions): FeatureModule {
  let sockets: Sockets | null = null;
  return {
    register(s) {
      sockets = s;
      const off = registerUnreadHandlers(s.chat, options);
      return () => {
        off();
        if (sockets === s) sockets = null;
      };
    },
    onReady(kind) {
      // The lobby's red dot needs the counts on every page, not only once the window opened.
      if (kind === 'chat') sockets?.chat.send(Op.ChatUnread, {});
    },
    reset: resetUnreadStore,
  };
}
