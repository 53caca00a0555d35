/**
 * Mail limits, sender types, kinds and steps, apart from its schemas (./mail) so that the browser
 * reads them without zod (as ./passbook-rules does for the passbook).
 */

export const MailLimits = {
  /** account §9: the mail list shows 3 first. */
  FirstPerPage: 3,
  MaxPerPage: 20,
  MaxPage: 100_000,
  TitleLength: 40,
  TextLength: 500,
  /** Different items one mail carries. */
  MaxItems: 10,
  MaxItemAmount: 1_000_000_000_000,
  /** Ids one 10140 list may name. */
  MaxIdsPerAction: 50,
} as const;

/** Who sent a mail: the system (SenderID 0) or a player. */
export const MailSenderType = { System: 0, Player: 1 } as const;

/**
 * What a mail is: a plain mail (Title and Text shown as they are) or the thank-you of a
 * collect-and-send-back, whose text the client writes in its own language from SenderName and
 * the original Title.
 */
export const MailKind = { Plain: 0, SendBack: 1 } as const;

/** What one step did to one mail. */
export const MailStep = { Read: 'read', Collect: 'collect', SendBack: 'sendBack', Delete: 'delete' } as const;
