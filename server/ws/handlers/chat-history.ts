import {
  ChatLimits,
  Op,
  type ChatAnnouncementHistoryResult,
  type ChatHistoryResult,
  type ChatResumeResult,
  type ChatTopAnnouncementResult,
} from '../../../src/protocol';
import { CHANNEL_TYPES } from '../../chat/channels';
import { announcementPage, historyPage, resumeChannel, topAnnouncements } from '../../chat/history';
import { v } from '../../validate';
import type { HandlerRegistry } from '../handler-registry';

const MAX_PAGE = 100_000;
const perPage = () => v.optional(v.int({ min: 1, max: 100 }));

const historySchema = v.object({
  Page: v.int({ min: 1, max: MAX_PAGE }),
  StartTime: v.optional(v.num({ min: 0 })),
  PerPage: perPage(),
  ChannelType: v.oneOf(...CHANNEL_TYPES),
  PlayerID: v.optional(v.int({ min: 1 })),
  StartSeq: v.optional(v.int({ min: 0 })),
});

const resumeSchema = v.object({
  ChannelType: v.oneOf(...CHANNEL_TYPES),
  PlayerID: v.optional(v.int({ min: 1 })),
  AfterSeq: v.int({ min: 0 }),
  Limit: v.optional(v.int({ min: 1, max: ChatLimits.ResumeMaxMessages })),
});

const announcementSchema = v.object({
  Page: v.int({ min: 1, max: MAX_PAGE }),
  StartTime: v.optional(v.num({ min: 0 })),
  PerPage: perPage(),
  QueryAfter: v.optional(v.bool()),
});

/** 30020 history, 30060 resume, 30250 announcement history, 30260 top announcements. */
export function registerChatHistoryHandlers(registry: HandlerRegistry): void {
  registry.register(Op.ChatHistory, historySchema, (ctx, p): Promise<ChatHistoryResult> => historyPage(ctx.services, ctx.playerId, p));

  registry.register(Op.ChatResume, resumeSchema, (ctx, p): Promise<ChatResumeResult> => resumeChannel(ctx.services, ctx.playerId, p));

  registry.register(Op.ChatAnnouncementHistory, announcementSchema, (ctx, p): Promise<ChatAnnouncementHistoryResult> => announcementPage(ctx.services, p));

  registry.register(Op.ChatTopAnnouncement, v.object({}), (ctx): Promise<ChatTopAnnouncementResult> => topAnnouncements(ctx.services));
}
