'use client';

import { useFeature } from '@/brand/brand-context';
import { Button } from '@/ui/button';
import { Dialog } from '@/ui/dialog';
import { useInviteStore } from '../store';
import { useInviteT } from '../texts';
import { BindCodeForm } from './bind-code-form';

const skip = () => useInviteStore.setState({ skipped: true });

/**
 * The required referral binding (account §1: crab, bj188, lion): bind a code or 稍後再說 (asked
 * again at the next sign-in). Crab (and bj188) get the customised look (account §1), lion the
 * standard dialog. Bound: the store's info has an inviter and the slot closes it.
 */
export function ReferralModal() {
  const { tn, ready } = useInviteT();
  const custom = useFeature('customBindReferralModal');
  if (!ready) return null;
  const footer = (
    <Button variant="ghost" block onClick={skip}>
      {tn('modal.later')}
    </Button>
  );
  if (custom) {
    return (
      <Dialog
        open
        onClose={skip}
        closable={false}
        maxWidth={480}
        ariaLabel={tn('modal.title')}
        footer={footer}
        className="bg-gradient-to-b from-ruby-600/90 via-plum-800 to-night-900 ring-2 ring-gold-400/60"
        head={
          <div data-testid="crab-referral-head" className="flex flex-col items-center gap-1 px-5 pt-6 text-center">
            <p className="text-3xl font-black tracking-wide text-gold-300 drop-shadow">{tn('modal.crabTitle')}</p>
            <p className="text-sm font-bold text-white">{tn('modal.title')}</p>
          </div>
        }
      >
        <p className="mb-3 text-center text-sm text-mist-300">{tn('modal.crabText')}</p>
        <BindCodeForm />
      </Dialog>
    );
  }
  return (
    <Dialog open onClose={skip} closable={false} maxWidth={480} title={tn('modal.title')} footer={footer}>
      <p className="mb-3 text-sm text-mist-300">{tn('modal.text')}</p>
      <BindCodeForm />
    </Dialog>
  );
}
