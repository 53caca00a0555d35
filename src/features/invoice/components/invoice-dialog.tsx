'use client';

import { useId, useRef, useState, type FormEvent } from 'react';
import { DONATION_CODES, InvoiceCarrierType, type InvoiceSettings } from '@/protocol/invoice';
import { Button } from '@/ui/button';
import { Dialog } from '@/ui/dialog';
import { showToast } from '@/ui/toast-store';
import { CARRIER_TYPES, formRequest, initialForm, type CarrierForm } from '../carrier-form';
import { saveInvoicePreference } from '../request';
import { useInvoiceT } from '../texts';
import { EmailBinding } from './email-binding';
import { refusalText } from './refusal';

interface Props {
  open: boolean;
  settings: InvoiceSettings;
  onClose(): void;
  /** The settings after a save or an email binding. */
  onChange(settings: InvoiceSettings): void;
}

const FIELD =
  'w-full rounded-xl bg-night-900/70 px-3 py-2.5 font-bold tracking-wider text-white uppercase ring-1 ring-gold-500/30 outline-none placeholder:font-normal placeholder:normal-case placeholder:tracking-normal placeholder:text-mist-500 focus:ring-2 focus:ring-gold-300';
const CHIP =
  'flex cursor-pointer items-center gap-2 rounded-xl px-3 py-2.5 text-sm font-bold ring-1 ring-white/15 has-[:checked]:bg-gold-500/15 has-[:checked]:text-gold-200 has-[:checked]:ring-gold-300 has-[:focus-visible]:ring-2';

/**
 * 發票設定: how the invoice of a purchase is delivered — the member carrier (to the bound
 * email), a mobile barcode, a citizen certificate, or a donation to one of the listed
 * charities. The code is checked on the page first; the server verifies it with the MoF and
 * answers 200089–200093 with their texts under the field. One save at a time.
 */
export function InvoiceDialog({ open, settings, onClose, onChange }: Props) {
  const { t, ti, ready } = useInvoiceT();
  const [form, setForm] = useState<CarrierForm>(() => initialForm(settings));
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);
  const id = useId();
  const set = (patch: Partial<CarrierForm>) => {
    setForm((f) => ({ ...f, ...patch }));
    setError(null);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (inFlight.current) return;
    const request = formRequest(form);
    if (!request) return setError(ti(`formatErrors.${form.type}`));
    inFlight.current = true;
    setBusy(true);
    try {
      const outcome = await saveInvoicePreference(request);
      if (!outcome.ok) return setError(refusalText(t, outcome.code, outcome.message));
      onChange(outcome.result);
      showToast(ti('saved'), { tone: 'success' });
      onClose();
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  };

  const typed = form.type === InvoiceCarrierType.MobileBarcode || form.type === InvoiceCarrierType.Certificate;
  return (
    <Dialog open={open} onClose={onClose} closeOnBackdrop={!busy} title={ready ? ti('title') : ''} maxWidth={460}>
      {ready && (
        <form className="grid gap-4" onSubmit={(e) => void submit(e)} noValidate>
          <fieldset className="grid grid-cols-2 gap-2">
            <legend className="mb-2 text-sm text-mist-300">{ti('typeLegend')}</legend>
            {CARRIER_TYPES.map((type) => (
              <label key={type} className={CHIP}>
                <input type="radio" name={`${id}-type`} className="accent-gold-300" checked={form.type === type} onChange={() => set({ type })} />
                {ti(`types.${type}`)}
              </label>
            ))}
          </fieldset>
          <p className="text-sm text-mist-300">{ti(`hints.${form.type}`)}</p>

          {form.type === InvoiceCarrierType.Member && (
            <EmailBinding t={t} ti={ti} bound={settings.Email} onBound={(Email) => onChange({ ...settings, Email })} />
          )}
          {typed && (
            <div className="grid gap-2">
              <label className="text-sm text-mist-300" htmlFor={`${id}-code`}>
                {ti(`fields.${form.type}`)}
              </label>
              <input
                id={`${id}-code`}
                key={form.type}
                value={form.code}
                maxLength={32}
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                placeholder={ti(`placeholders.${form.type}`)}
                aria-invalid={error !== null}
                aria-describedby={error ? `${id}-error` : undefined}
                onChange={(e) => set({ code: e.target.value })}
                className={FIELD}
              />
            </div>
          )}
          {form.type === InvoiceCarrierType.Donation && (
            <fieldset className="grid grid-cols-3 gap-2">
              <legend className="mb-2 text-sm text-mist-300">{ti('fields.4')}</legend>
              {DONATION_CODES.map((code) => (
                <label key={code} className={CHIP}>
                  <input type="radio" name={`${id}-donation`} className="accent-gold-300" checked={form.donation === code} onChange={() => set({ donation: code })} />
                  {code}
                </label>
              ))}
            </fieldset>
          )}

          {error && (
            <p id={`${id}-error`} role="alert" className="text-sm text-ruby-500">
              {error}
            </p>
          )}
          <div className="grid grid-cols-2 gap-2">
            <Button variant="secondary" onClick={onClose} disabled={busy}>
              {ti('cancel')}
            </Button>
            <Button type="submit" disabled={busy}>
              {ti(busy ? 'saving' : 'save')}
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
