import {
  Op,
  type ChatAnnouncementHistoryResult,
  type ChatHistoryResult,
  type ChatResumeResult,
  type ChatTopAnnouncementResult,
} from '../../../src/protocol';
import { announcementPage, historyPage, resumeChannel, topAnnouncements } from '../../chat/history';
import type { HandlerRegistry } from '../handler-registry';

/** 30020 history, 30060 resume, 30250 announcement history, 30260 top announcements. */
export function registerChatHistoryHandlers(registry: HandlerRegistry): void {
  registry.register(Op.ChatHistory, (ctx, p): Promise<ChatHistoryResult> => historyPage(ctx.services, ctx.playerId, p));

  registry.register(Op.ChatResume, (ctx, p): Promise<ChatResumeResult> => resumeChannel(ctx.services, ctx.playerId, p, ctx.noteChatResumed));

  registry.register(Op.ChatAnnouncementHistory, (ctx, p): Promise<ChatAnnouncementHistoryResult> => announcementPage(ctx.services, p));

  registry.register(Op.ChatTopAnnouncement, (ctx): Promise<ChatTopAnnouncementResult> => topAnnouncements(ctx.services));
}
