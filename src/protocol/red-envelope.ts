/**
 * Red envelopes (chat §3, §4 "Red envelope", §7 12780–12831): create, receive, cancel, list,
 * records and detail. The server splits the amount into shares at creation; a receive takes
 * the next share. Choices where the spec is silent (Method values, limits, ClientID) are in
 * docs/decisions/102-red-envelope-shares-and-receive.md (Method values),
 * docs/decisions/103-red-envelope-references-and-retries.md (ClientID) and
 * docs/decisions/105-red-envelope-permission-limits-export.md (limits).
 */
import * as z from 'zod/mini';
import { ChannelType } from './chat';
import { int, str } from './schema';
import { RedEnvelopeMethod, RedEnvelopeLimits, RedEnvelopeOrderBy } from './red-envelope-rules';

export * from './red-envelope-rules';

const envelopeId = () => int(1);
const orderBy = () => z.literal([RedEnvelopeOrderBy.Time, RedEnvelopeOrderBy.Amount]);

/** 12780. ClientID (optional) makes a retried create idempotent: same ClientID, same envelope. */
export const redEnvelopeCreateSchema = z.object({
  Title: str(1, RedEnvelopeLimits.TitleLength),
  Content: str(0, RedEnvelopeLimits.ContentLength),
  Amount: int(1, RedEnvelopeLimits.MaxAmount),
  Quantity: int(1, RedEnvelopeLimits.MaxQuantity),
  Method: z.literal([RedEnvelopeMethod.Random, RedEnvelopeMethod.Equal]),
  ClientID: z.optional(z.string().check(z.regex(/^[A-Za-z0-9._@-]{1,64}$/))),
  /**
   * The chat channel the envelope is sent into (public 1 by default, or the player's club 3);
   * private 2 is refused with 200233 before anything is debited.
   */
  ChannelType: z.optional(z.literal([ChannelType.Public, ChannelType.Private, ChannelType.Club])),
});
export type RedEnvelopeCreate = z.infer<typeof redEnvelopeCreateSchema>;

/** An envelope as every reply shows it. */
export const redEnvelopeSchema = z.object({
  RedEnvelopeID: int(1),
  CreatorID: int(1),
  CreatorName: z.string(),
  Title: z.string(),
  Content: z.string(),
  Amount: int(1),
  Quantity: int(1),
  Method: int(),
  Status: int(),
  ReceivedCount: int(0),
  ReceivedAmount: int(0),
  /** Paid back to the creator on cancel or expiry (0 until then). */
  RefundAmount: int(0),
  CreateTime: int(0),
  ExpireTime: int(0),
});
export type RedEnvelope = z.infer<typeof redEnvelopeSchema>;

/** 12781: the envelope created (or the one a replayed ClientID created). */
export const redEnvelopeCreateResultSchema = redEnvelopeSchema;

/** 12790 receive, 12800 cancel, 12830 detail. */
export const redEnvelopeIdSchema = z.object({ RedEnvelopeID: envelopeId() });

/** 12791: the share received and the receiver's gold after it. */
export const redEnvelopeReceiveResultSchema = z.object({ RedEnvelopeID: int(1), Amount: int(1), Gold: int(0) });
export type RedEnvelopeReceiveResult = z.infer<typeof redEnvelopeReceiveResultSchema>;

/** 12801: the envelope after the cancel; RefundAmount is what came back to the creator. */
export const redEnvelopeCancelResultSchema = redEnvelopeSchema;

/** 12810: the player's own envelopes, newest first by default. */
export const redEnvelopeListSchema = z.object({
  Status: int(0, 4),
  OrderBy: z.literal(1),
  IsDesc: z.boolean(),
  Page: int(1, RedEnvelopeLimits.MaxPage),
  PerPage: int(1, RedEnvelopeLimits.ListPerPage),
});
export type RedEnvelopeListRequest = z.infer<typeof redEnvelopeListSchema>;
/** 12811. */
export const redEnvelopeListResultSchema = z.object({ List: z.array(redEnvelopeSchema), Total: int(0) });
export type RedEnvelopeListResult = z.infer<typeof redEnvelopeListResultSchema>;

/** 12820 records and the CSV export: who received how much. */
export const redEnvelopeRecordsSchema = z.object({
  RedEnvelopeID: envelopeId(),
  OrderBy: orderBy(),
  IsDesc: z.boolean(),
  Page: int(1, RedEnvelopeLimits.MaxPage),
  PerPage: int(1, RedEnvelopeLimits.ExportPerPage),
});
export type RedEnvelopeRecordsRequest = z.infer<typeof redEnvelopeRecordsSchema>;

export const redEnvelopeReceiveInfoSchema = z.object({ PlayerID: int(1), Name: z.string(), Amount: int(1), ReceiveTime: int(0) });
export type RedEnvelopeReceiveInfo = z.infer<typeof redEnvelopeReceiveInfoSchema>;
/** 12821. */
export const redEnvelopeRecordsResultSchema = z.object({ ReceiveInfo: z.array(redEnvelopeReceiveInfoSchema), Total: int(0) });
export type RedEnvelopeRecordsResult = z.infer<typeof redEnvelopeRecordsResultSchema>;

/** 12831: the envelope and what the asking player received from it (0 when nothing). */
export const redEnvelopeDetailResultSchema = z.object({ Envelope: redEnvelopeSchema, MyAmount: int(0) });
export type RedEnvelopeDetailResult = z.infer<typeof redEnvelopeDetailResultSchema>;

/**
 * Body of POST /api/v1/redenvelope/receive_info/export (header api-token): the records request
 * (PerPage up to 2,000) and the language of the column titles (zh_tw when left out).
 */
export const redEnvelopeExportSchema = z.extend(redEnvelopeRecordsSchema, { Lang: z.optional(z.enum(['zh_tw', 'id_id', 'vi_vn'])) });
export type RedEnvelopeExportRequest = z.infer<typeof redEnvelopeExportSchema>;

