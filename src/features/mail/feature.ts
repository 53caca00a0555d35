/**
 * Mail as a feature module: a ready lobby socket asks for the first page (the badge's unread
 * count comes with it), 10121 pushes move the badge and add the new mail to a loaded list, and
 * a reset forgets everything. The dialog's code loads when `openMail()` first opens it.
 */
import { Code } from '@/protocol/codes';
import { MailLimits } from '@/protocol/mail-rules';
import { Op } from '@/protocol/ops';
import type { MailNewPush, Reply } from '@/protocol';
import type { FeatureModule } from '@/features/feature-module';
import type { Sockets } from '@/socket';
import { applyPage } from './actions';
import { mergeRows } from './rows';
import { resetMail, useMailStore } from './store';

/** 10121: the new unread count; a new mail joins the list if the list is loaded. */
export function onNewMail(reply: Reply<MailNewPush>): void {
  if (reply.Code !== Code.Ok) return;
  const { Mail, Unread } = reply.Result;
  useMailStore.setState((s) =>
    Mail && s.loaded && !s.rows.some((m) => m.MailID === Mail.MailID)
      ? { unread: Unread, rows: mergeRows(s.rows, [Mail]), total: s.total + 1 }
      : { unread: Unread },
  );
}

export function createMailFeature(): FeatureModule {
  let sockets: Sockets | null = null;
  return {
    register(s) {
      sockets = s;
      const off = s.lobby.on(Op.MailNewPush, onNewMail);
      return () => {
        off();
        if (sockets === s) sockets = null;
      };
    },
    onReady(kind) {
      if (kind !== 'lobby' || !sockets) return;
      // a failure keeps the badge's last count: the next ready asks again
      void sockets.lobby.request(Op.MailUnread, { Page: 1, PerPage: MailLimits.FirstPerPage }).then((out) => out.ok && applyPage(out.result, false));
    },
    reset: resetMail,
  };
}

/** The page's mail feature (the session lists it). */
export const mailFeature: FeatureModule = createMailFeature();
