import { describe, expect, it, vi } from 'vitest';
import { createLogger } from '../log';
import { createOutboxSmsSender } from './sms-sender';

describe('outbox SMS sender', () => {
  const message = { phone: '0912345678', code: '864209', purpose: 'signin' as const };

  it('records every code and keeps it out of the log by default', async () => {
    const lines: string[] = [];
    const recordDelivery = vi.fn(async () => {});
    const sender = createOutboxSmsSender({ recordDelivery } as never, createLogger({ write: (l) => lines.push(l) }));
    await sender.send(message);
    expect(recordDelivery).toHaveBeenCalledWith(message);
    expect(lines.join('\n')).not.toContain('864209');
  });

  it('prints the code in demo mode, so a visitor of `npm start` can sign in by phone', async () => {
    const lines: string[] = [];
    const sender = createOutboxSmsSender({ recordDelivery: async () => {} } as never, createLogger({ write: (l) => lines.push(l) }), {
      showCodes: true,
    });
    await sender.send(message);
    expect(lines.join('\n')).toContain('"code":"864209"');
  });
});
