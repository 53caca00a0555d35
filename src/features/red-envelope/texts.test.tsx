import { screen } from '@testing-library/react';
import { renderWithI18n } from '@/ui/testing';
import { NS, useEnvelopeT } from './texts';

function Probe() {
  const { te, ready } = useEnvelopeT();
  return <p>{ready ? te('send.button') : 'waiting'}</p>;
}

describe('the envelope texts load with the envelope code', () => {
  it('a page whose i18next lacks the namespace gets it added, then shows the spec wording', async () => {
    const { i18n } = renderWithI18n(<Probe />);
    expect(i18n.hasResourceBundle('zh_tw', NS)).toBe(false);
    expect(screen.getByText('waiting')).toBeTruthy();
    expect(await screen.findByText('發紅包')).toBeTruthy();
    expect(i18n.hasResourceBundle('zh_tw', NS)).toBe(true);
  });
});
