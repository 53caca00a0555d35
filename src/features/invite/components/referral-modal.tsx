"use client";

import { useFeature } from "@/brand/brand-context";
import { localePath } from "@/i18n/locale-path";
import { useLocale } from "@/i18n/use-locale";
import { Button, buttonClass } from "@/ui/button";
import Link from "@/ui/link";
import { Dialog } from "@/ui/dialog";
import { ReferralRules } from "@/protocol/invite-rules";
import { useInviteStore } from "../store";
import { useInviteT } from "../texts";
import { BindCodeForm } from "./bind-code-form";

const skip = () => useInviteStore.setState({ skipped: true });

/**
 * The required referral binding (account §1: crab, bj188, lion): bind a code or 稍後再說 (asked
 * again at the next sign-in). Past the grace days (`required`) the lobby opens no game without
 * a code, so there is no 稍後再說: the player binds one, or goes back to the home page. Crab (and
 * bj188) get the customised look (account §1), lion the standard dialog. Bound: the store's info
 * has an inviter and the slot closes it.
 */
export function ReferralModal({ required = false }: { required?: boolean }) {
  const { tn, ready } = useInviteT();
  const locale = useLocale();
  const custom = useFeature("customBindReferralModal");
  if (!ready) return null;
  const footer = required ? (
    <Link
      href={localePath(locale, "/")}
      className={buttonClass("ghost", "md", true)}
    >
      {tn("modal.home")}
    </Link>
  ) : (
    <Button variant="ghost" block onClick={skip}>
      {tn("modal.later")}
    </Button>
  );
  const close = required ? () => {} : skip;
  const note = required ? (
    <p className="mb-3 rounded-xl bg-ruby-500/15 px-3 py-2 text-center text-sm font-bold text-white ring-1 ring-ruby-500/40">
      {tn("modal.requiredText", { days: ReferralRules.GraceDays })}
    </p>
  ) : null;
  if (custom) {
    return (
      <Dialog
        open
        onClose={close}
        closable={false}
        maxWidth={480}
        ariaLabel={tn("modal.title")}
        footer={footer}
        className="bg-gradient-to-b from-ruby-600/90 via-plum-800 to-night-900 ring-2 ring-gold-400/60"
        head={
          <div
            data-testid="crab-referral-head"
            className="flex flex-col items-center gap-1 px-5 pt-6 text-center"
          >
            <p className="text-3xl font-black tracking-wide text-gold-300 drop-shadow">
              {tn("modal.crabTitle")}
            </p>
            <p className="text-sm font-bold text-white">{tn("modal.title")}</p>
          </div>
        }
      >
        <p className="mb-3 text-center text-sm text-mist-300">
          {tn("modal.crabText")}
        </p>
        {note}
        <BindCodeForm />
      </Dialog>
    );
  }
  return (
    <Dialog
      open
      onClose={close}
      closable={false}
      maxWidth={480}
      title={tn("modal.title")}
      footer={footer}
    >
      <p className="mb-3 text-sm text-mist-300">{tn("modal.text")}</p>
      {note}
      <BindCodeForm />
    </Dialog>
  );
}
