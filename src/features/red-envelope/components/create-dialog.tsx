'use client';

import { TextsPending } from '@/i18n/texts-pending';
import { useRef, useState } from 'react';
import { ChannelType, RedEnvelopeLimits, RedEnvelopeMethod } from '@/protocol';
import { requestWallet, useWallet } from '@/features/wallet';
import { Button } from '@/ui/button';
import { Dialog } from '@/ui/dialog';
import { formatNumber } from '@/ui/format';
import { closeCreateDialog } from '../actions';
import { checkForm, emptyForm, newClientId, toRequest, type CreateForm, type CreateProblems } from '../create-form';
import { createEnvelope, failureCode } from '../requests';
import { useRedEnvelopeStore } from '../store';
import { useEnvelopeT } from '../texts';
import { ChoiceRow, FormField } from './form-field';

/** `failed` with code null: no reply came (the next tap resends the same ClientID). */
type Outcome = { kind: 'editing' } | { kind: 'failed'; code: number | null } | { kind: 'sent' };

/**
 * 發紅包 (issue 10 item 3): Title, Content, Amount, Quantity, Method (拼手氣 / 平均) and the
 * channel (public, or the club for a member). One ClientID per envelope: a double tap or a
 * retry after a lost reply creates one envelope. After it is sent the dialog shows the gold
 * left (the wallet is asked again).
 */
export function CreateEnvelopeDialog() {
  const open = useRedEnvelopeStore((s) => s.createOpen);
  return open ? <CreateEnvelopeForm /> : null;
}

function CreateEnvelopeForm() {
  const { t, te, codeText, ready, failed, retry } = useEnvelopeT();
  const wallet = useWallet();
  const inClub = useRedEnvelopeStore((s) => s.clubChannel);
  const [form, setForm] = useState<CreateForm>(() => emptyForm(ChannelType.Public));
  const [problems, setProblems] = useState<CreateProblems>({});
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'editing' });
  const [sending, setSending] = useState(false);
  const clientId = useRef(newClientId());
  const busy = useRef(false);

  const edit = (patch: Partial<CreateForm>) => {
    setForm((f) => ({ ...f, ...patch }));
    setProblems({});
    setOutcome({ kind: 'editing' });
  };

  async function submit() {
    if (busy.current) return;
    const found = checkForm(form, wallet.loaded ? wallet.gold : null);
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    busy.current = true;
    setSending(true);
    const reply = await createEnvelope(toRequest(form, clientId.current));
    busy.current = false;
    setSending(false);
    if (reply.ok) {
      clientId.current = newClientId();
      setOutcome({ kind: 'sent' });
      requestWallet();
      return;
    }
    // No reply: the same ClientID is sent again on the next tap, so the envelope is made once.
    setOutcome({ kind: 'failed', code: failureCode(reply) });
  }

  const problem = (field: keyof CreateProblems) => (problems[field] ? te(`create.invalid.${problems[field]}`) : undefined);
  const sent = outcome.kind === 'sent';

  return (
    <Dialog
      open
      onClose={closeCreateDialog}
      title={ready ? te('create.title') : undefined}
      ariaLabel={ready ? undefined : ' '}
      maxWidth={400}
      footer={
        ready ? (
          sent ? (
            <Button onClick={closeCreateDialog}>{t('common:common.confirm')}</Button>
          ) : (
            <Button onClick={() => void submit()} disabled={sending} aria-busy={sending || undefined}>
              {sending ? te('create.sending') : te('create.submit')}
            </Button>
          )
        ) : undefined
      }
    >
      {!ready ? <TextsPending failed={failed} retry={retry} /> : sent ? (
        <div className="flex flex-col items-center gap-2 py-6 text-center" role="status">
          <p className="text-lg font-black text-gold-300">{te('create.sent')}</p>
          <p className="text-sm text-white" data-testid="envelope-gold">
            {te('create.gold', { gold: formatNumber(wallet.gold) })}
          </p>
        </div>
      ) : (
        <form
          className="flex flex-col gap-3"
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
          noValidate
        >
          <FormField
            label={te('create.titleLabel')}
            placeholder={te('create.titlePlaceholder')}
            value={form.title}
            maxLength={RedEnvelopeLimits.TitleLength}
            problem={problem('title')}
            onChange={(e) => edit({ title: e.target.value })}
            data-autofocus
          />
          <FormField
            label={te('create.contentLabel')}
            placeholder={te('create.contentPlaceholder')}
            value={form.content}
            maxLength={RedEnvelopeLimits.ContentLength}
            problem={problem('content')}
            multiline
            onChange={(e) => edit({ content: e.target.value })}
          />
          <div className="grid grid-cols-2 gap-3">
            <FormField
              label={te('create.amountLabel')}
              inputMode="numeric"
              value={form.amount}
              problem={problem('amount')}
              onChange={(e) => edit({ amount: e.target.value.replace(/\D/g, '') })}
            />
            <FormField
              label={te('create.quantityLabel')}
              placeholder={te('create.quantityPlaceholder')}
              inputMode="numeric"
              value={form.quantity}
              problem={problem('quantity')}
              onChange={(e) => edit({ quantity: e.target.value.replace(/\D/g, '') })}
            />
          </div>
          <ChoiceRow
            label={te('create.method')}
            value={form.method}
            options={[
              { value: RedEnvelopeMethod.Random, label: te('create.random') },
              { value: RedEnvelopeMethod.Equal, label: te('create.equal') },
            ]}
            onChange={(method) => edit({ method })}
          />
          {inClub ? (
            <ChoiceRow
              label={te('create.channel')}
              value={form.channel}
              options={[
                { value: ChannelType.Public, label: te('create.public') },
                { value: ChannelType.Club, label: te('create.club') },
              ]}
              onChange={(channel) => edit({ channel })}
            />
          ) : null}
          <p className="text-right text-sm text-mist-300">{te('create.gold', { gold: formatNumber(wallet.gold) })}</p>
          {outcome.kind === 'failed' ? (
            <p role="alert" className="text-center text-sm font-bold text-ruby-500">
              {codeText(outcome.code)}
            </p>
          ) : null}
        </form>
      )}
    </Dialog>
  );
}
