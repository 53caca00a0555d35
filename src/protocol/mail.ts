/**
 * In-app mail (account §2 "Member center items", §3 "Mail", §7 10110 / 10140, §9): the list
 * (3 a page first), read, collect the attached items, delete, collect-and-send-back, and the
 * push of a new mail (10121, not in the spec) so the unread badge moves live. Rules where the
 * spec is silent are in docs/protocol-mail.md and
 * docs/decisions/116-mail-list-and-push.md and docs/decisions/117-mail-collect-delete-send-back.md.
 */
import * as z from 'zod/mini';
import { bagSchema } from './player';
import { int } from './schema';
import { MailLimits, MailSenderType, MailKind, MailStep } from './mail-rules';

export * from './mail-rules';

/** Attached items: item id ("1" gold…) → amount (each ≥ 1); the sender checks the ids are items. */
export const mailItemsSchema = z.record(z.string(), int(1, MailLimits.MaxItemAmount));
export type MailItems = z.infer<typeof mailItemsSchema>;

/** One mail as the list and the push show it. Title and Text are plain text. */
export const mailSchema = z.object({
  MailID: int(1),
  Kind: z.literal([MailKind.Plain, MailKind.SendBack]),
  Title: z.string(),
  Text: z.string(),
  SenderType: z.literal([MailSenderType.System, MailSenderType.Player]),
  /** 0 for the system. */
  SenderID: int(0),
  SenderName: z.string(),
  Items: mailItemsSchema,
  /** Epoch ms. */
  CreateTime: int(0),
  /** Opened (or collected) once. */
  Read: z.boolean(),
  /** Its items were credited (always false for a mail without items). */
  Collected: z.boolean(),
});
export type Mail = z.infer<typeof mailSchema>;

/** 10110: a page of the player's mail, newest first. */
export const mailListRequestSchema = z.object({
  Page: int(1, MailLimits.MaxPage),
  PerPage: int(1, MailLimits.MaxPerPage),
});
export type MailListRequest = z.infer<typeof mailListRequestSchema>;

/** 10111: the page, the number of mails kept and how many of them are unread. */
export const mailListResultSchema = z.object({ Rows: z.array(mailSchema), Total: int(0), Unread: int(0) });
export type MailListResult = z.infer<typeof mailListResultSchema>;

const ids = () => z.optional(z.array(int(1)).check(z.maxLength(MailLimits.MaxIdsPerAction)));

/**
 * 10140: what to do with which mails. Steps run in the order Read, Collect, CollectAll,
 * CollectAndSendBack, Delete, so one request may collect a mail and delete it.
 */
export const mailActionRequestSchema = z.object({
  Read: ids(),
  Collect: ids(),
  /** Collects every uncollected mail with items of the player (the 全部領取 button). */
  CollectAll: z.optional(z.boolean()),
  CollectAndSendBack: ids(),
  Delete: ids(),
});
export type MailActionRequest = z.input<typeof mailActionRequestSchema>;

export const mailStepResultSchema = z.object({
  MailID: int(1),
  Step: z.enum([MailStep.Read, MailStep.Collect, MailStep.SendBack, MailStep.Delete]),
  /** 200, or why this mail was refused (200341 no such mail, 200342 items not collected, 200343 not a player's mail). */
  Code: int(),
  /** The items this step credited; empty when it credited nothing (a retry of a collect). */
  Credited: mailItemsSchema,
});
export type MailStepResult = z.infer<typeof mailStepResultSchema>;

/** 10141: one entry per mail and step, the bag after them and the unread count. */
export const mailActionResultSchema = z.object({ Results: z.array(mailStepResultSchema), Bag: bagSchema, Unread: int(0) });
export type MailActionResult = z.infer<typeof mailActionResultSchema>;

/**
 * 10121 (push): the unread count changed — a new mail arrived (`Mail`), or a mail action on
 * another socket of the player read, collected or deleted mail (`Mail` null).
 */
export const mailNewPushSchema = z.object({ Mail: z.nullable(mailSchema), Unread: int(0) });
export type MailNewPush = z.infer<typeof mailNewPushSchema>;
