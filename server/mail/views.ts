import { MailKind, MailSenderType, type Mail } from '../../src/protocol';
import { hasItems, type MailRow } from '../db/repositories/mails';

/** A mail row as the list and the push show it. */
export function mailView(m: MailRow): Mail {
  return {
    MailID: m.id,
    Kind: m.kind === MailKind.SendBack ? MailKind.SendBack : MailKind.Plain,
    Title: m.title,
    Text: m.body,
    SenderType: m.senderId === null ? MailSenderType.System : MailSenderType.Player,
    SenderID: m.senderId ?? 0,
    SenderName: m.senderName,
    Items: m.items,
    CreateTime: m.createdAt,
    Read: m.readAt !== null,
    Collected: m.collectedAt !== null && hasItems(m),
  };
}
