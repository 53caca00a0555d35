import { act, screen } from '@testing-library/react';
import { Op } from '@/protocol';
import { openMineDialog, resetRedEnvelopes } from '../actions';
import { envelopeLobby, renderEnvelope } from '../test-kit';
import { EnvelopeHost } from './envelope-host';

vi.mock('next/navigation', () => ({ useParams: () => ({ locale: 'zh_tw' }) }));

let bed: ReturnType<typeof envelopeLobby>;
beforeEach(() => {
  vi.useFakeTimers();
  bed = envelopeLobby(false);
  bed.module.onReady?.('lobby');
});
afterEach(() => {
  act(() => resetRedEnvelopes());
  bed.dispose();
  vi.useRealTimers();
});

describe('the chat window’s envelope host', () => {
  it('on a brand that offers envelopes it has the permission asked (12810)', async () => {
    renderEnvelope(<EnvelopeHost />, { brandId: 'crab' });
    expect(await bed.sent(Op.RedEnvelopeList)).toHaveLength(1);
  });

  it('on a brand without them nothing is asked', async () => {
    renderEnvelope(<EnvelopeHost />, { brandId: 'dragon' });
    expect(await bed.sent(Op.RedEnvelopeList)).toEqual([]);
  });

  it('mounts the dialogs (loaded on demand) once one opens', async () => {
    renderEnvelope(<EnvelopeHost />, { brandId: 'dragon' });
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => openMineDialog());
    vi.useRealTimers();
    expect(await screen.findByRole('dialog', { name: '我的紅包' })).toBeTruthy();
  });
});
