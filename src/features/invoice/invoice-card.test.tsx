/**
 * The member centre's 發票設定 over msw (the relay's paths): the summary, a barcode checked on the
 * page before it is sent, the server's 200089 under the field, a donation code saved, and the
 * member carrier's email checked when the field is left and bound (200441 shown, then bound) —
 * each save sent once under a double tap.
 */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { LOBBY_RELAY as SESSION_LOBBY_RELAY } from '@/http/relay-path';
import { Code, EmailPath, InvoicePath, type InvoiceSettings } from '@/protocol';
import { createTestI18n } from '@/ui/testing';
import errors from '@locales/zh_tw/errors.json';
import invoice from '@locales/zh_tw/invoice.json';
import { InvoiceCard } from './components/invoice-card';

const server = setupServer();
const calls: { path: string; body: Record<string, unknown> }[] = [];
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
afterEach(() => {
  server.resetHandlers();
  calls.length = 0;
});

type Answer = { Code: number; Message?: string; Result?: unknown };
function answer(path: string, reply: (body: Record<string, unknown>) => Answer) {
  server.use(
    http.post(`${SESSION_LOBBY_RELAY}${path}`, async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      calls.push({ path, body });
      return HttpResponse.json({ Message: '', Result: null, ...reply(body) });
    }),
  );
}
const ok = (Result: unknown): Answer => ({ Code: Code.HttpOk, Result });

function renderCard(settings: InvoiceSettings) {
  answer(InvoicePath.Preference, () => ok(settings));
  const i18n = createTestI18n();
  const Wrapper = ({ children }: { children: ReactNode }) => <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
  return render(<InvoiceCard />, { wrapper: Wrapper });
}

const openDialog = async () => {
  fireEvent.click(await screen.findByRole('button', { name: invoice.edit }));
  return screen.findByRole('dialog', { name: invoice.title });
};

describe('invoice card', { timeout: 20_000 }, () => {
  it('a barcode is checked on the page, the MoF refusal shows under the field, a good one is saved once', async () => {
    renderCard({ Preference: null, Email: null });
    expect(await screen.findByText(invoice.notSet)).toBeInTheDocument();
    const dialog = await openDialog();
    fireEvent.click(within(dialog).getByRole('radio', { name: invoice.types['2'] }));
    const field = within(dialog).getByLabelText(invoice.fields['2']);
    const save = within(dialog).getByRole('button', { name: invoice.save });

    fireEvent.change(field, { target: { value: '/AB12' } });
    fireEvent.click(save);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(invoice.formatErrors['2']);
    expect(calls.filter((c) => c.path === InvoicePath.SetPreference)).toHaveLength(0);

    answer(InvoicePath.SetPreference, () => ({ Code: 200089, Message: 'unknown barcode' }));
    fireEvent.change(field, { target: { value: '/zzz9999' } });
    fireEvent.click(save);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(errors['200089']);

    answer(InvoicePath.SetPreference, (body) => ok({ Preference: body, Email: null }));
    fireEvent.change(field, { target: { value: '/abc1234' } });
    fireEvent.click(save);
    fireEvent.click(save);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const sets = calls.filter((c) => c.path === InvoicePath.SetPreference).map((c) => c.body);
    expect(sets.at(-1)).toEqual({ Type: 2, Carrier: '/ABC1234' });
    expect(sets).toHaveLength(2); // the 200089 one and this one: the double tap sent once
    expect(screen.getByTestId('invoice-summary')).toHaveTextContent(`${invoice.types['2']}/ABC1234`);
  });

  it('a donation is one of the listed codes', async () => {
    renderCard({ Preference: { Type: 2, Carrier: '/ABC1234' }, Email: null });
    const dialog = await openDialog();
    expect(within(dialog).getByLabelText(invoice.fields['2'])).toHaveValue('/ABC1234');
    fireEvent.click(within(dialog).getByRole('radio', { name: invoice.types['4'] }));
    const codes = within(dialog).getByRole('group', { name: invoice.fields['4'] });
    expect(within(codes).getAllByRole('radio').map((r) => r.parentElement?.textContent)).toEqual(['3450', '8585', '88888', '58813', '5943']);
    fireEvent.click(within(codes).getByRole('radio', { name: '58813' }));
    answer(InvoicePath.SetPreference, (body) => ok({ Preference: body, Email: null }));
    fireEvent.click(within(dialog).getByRole('button', { name: invoice.save }));
    await waitFor(() => expect(screen.getByTestId('invoice-summary')).toHaveTextContent(`${invoice.types['4']}58813`));
    expect(calls.find((c) => c.path === InvoicePath.SetPreference)?.body).toEqual({ Type: 4, Carrier: '58813' });
  });

  it('the member carrier binds an email first: a malformed one is not sent, 200441 shows, then it is bound', async () => {
    renderCard({ Preference: null, Email: null });
    const dialog = await openDialog();
    expect(within(dialog).getByRole('radio', { name: invoice.types['1'] })).toBeChecked();
    const email = within(dialog).getByLabelText(invoice.emailNone);
    const bind = within(dialog).getByRole('button', { name: invoice.bindEmail });

    fireEvent.change(email, { target: { value: 'not-an-address' } });
    fireEvent.click(bind);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(invoice.formatErrors.email);

    answer(EmailPath.Bind, () => ({ Code: 200441, Message: 'taken' }));
    fireEvent.change(email, { target: { value: 'Owner@Example.com' } });
    fireEvent.click(bind);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(errors['200441']);
    expect(calls.find((c) => c.path === EmailPath.Bind)?.body).toEqual({ Email: 'owner@example.com' });

    answer(EmailPath.Bind, (body) => ok({ Email: body.Email, Changed: true }));
    fireEvent.change(email, { target: { value: 'mei@example.com' } });
    fireEvent.click(bind);
    expect(await within(dialog).findByTestId('invoice-email')).toHaveTextContent('mei@example.com');

    answer(InvoicePath.SetPreference, () => ok({ Preference: { Type: 1, Carrier: 'mei@example.com' }, Email: 'mei@example.com' }));
    fireEvent.click(within(dialog).getByRole('button', { name: invoice.save }));
    await waitFor(() => expect(screen.getByTestId('invoice-summary')).toHaveTextContent(`${invoice.types['1']}mei@example.com`));
    expect(calls.find((c) => c.path === InvoicePath.SetPreference)?.body).toEqual({ Type: 1 });
  });

  it('an address is checked once when the field is left: another player\'s says 200441 before 綁定, the own one says so', async () => {
    renderCard({ Preference: null, Email: null });
    const dialog = await openDialog();
    const email = within(dialog).getByLabelText(invoice.emailNone);
    answer(EmailPath.Check, (body) => {
      const mine = body.Email === 'mei@example.com';
      return ok({ Bound: null, Checked: { Email: body.Email, Valid: true, Available: mine, Mine: mine } });
    });
    fireEvent.change(email, { target: { value: 'not-an-address' } });
    fireEvent.blur(email);
    fireEvent.change(email, { target: { value: 'Owner@Example.com' } });
    fireEvent.blur(email);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(errors['200441']);
    fireEvent.blur(email); // the same address is not asked again
    fireEvent.change(email, { target: { value: 'mei@example.com' } });
    expect(within(dialog).queryByRole('alert')).toBeNull();
    fireEvent.blur(email);
    expect(await within(dialog).findByText(invoice.emailAlreadyYours)).toBeInTheDocument();
    expect(calls.filter((c) => c.path === EmailPath.Check).map((c) => c.body)).toEqual([{ Email: 'owner@example.com' }, { Email: 'mei@example.com' }]);
    expect(calls.some((c) => c.path === EmailPath.Bind)).toBe(false);
  });

  it('a failed load says so and 重試 loads again', async () => {
    answer(InvoicePath.Preference, () => ({ Code: Code.Silent }));
    const i18n = createTestI18n();
    render(
      <I18nextProvider i18n={i18n}>
        <InvoiceCard />
      </I18nextProvider>,
    );
    expect(await screen.findByText(invoice.loadFailed)).toBeInTheDocument();
    answer(InvoicePath.Preference, () => ok({ Preference: null, Email: null }));
    fireEvent.click(screen.getByRole('button', { name: invoice.retry }));
    expect(await screen.findByText(invoice.notSet)).toBeInTheDocument();
  });
});
