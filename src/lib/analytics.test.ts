// @vitest-environment jsdom
import { AnalyticsEvent, UTM_STORAGE_KEY, captureUtm, currentUtm, purchaseResult, track, trackPurchase } from './analytics';

describe('analytics', () => {
  beforeEach(() => {
    delete window.dataLayer;
    sessionStorage.clear();
  });

  it('pushes to dataLayer, creating it when no tag manager made one yet', () => {
    track('deposit_view', { from: 'bottomBar' });
    expect(window.dataLayer).toEqual([{ event: 'deposit_view', from: 'bottomBar' }]);
    const existing: Record<string, unknown>[] = [{ event: 'gtm.js' }];
    window.dataLayer = existing;
    track('deposit_view');
    expect(existing).toEqual([{ event: 'gtm.js' }, { event: 'deposit_view' }]);
  });

  it('captures the five utm_* of a landing URL for the session and attaches them to every event', () => {
    const captured = captureUtm('?utm_source=line&utm_medium=social&utm_campaign=spring&utm_term=slot&utm_content=a1&other=x');
    const utm = { utm_source: 'line', utm_medium: 'social', utm_campaign: 'spring', utm_term: 'slot', utm_content: 'a1' };
    expect(captured).toEqual(utm);
    expect(JSON.parse(sessionStorage.getItem(UTM_STORAGE_KEY)!)).toEqual(utm);
    // a later page without utm keeps the campaign; the same campaign again is not a new capture
    expect(captureUtm('?page=2')).toBeNull();
    expect(captureUtm('?utm_source=line&utm_medium=social&utm_campaign=spring&utm_term=slot&utm_content=a1')).toEqual(utm);
    track(AnalyticsEvent.DownloadClick, { store: 'apk' });
    expect(window.dataLayer).toEqual([
      { event: 'utm_capture', ...utm },
      { event: 'download_click', ...utm, store: 'apk' },
    ]);
  });

  it('a new campaign replaces the kept one; garbage in storage reads as none', () => {
    captureUtm('?utm_source=fb&utm_campaign=a');
    captureUtm('?utm_source=google');
    expect(currentUtm()).toEqual({ utm_source: 'google' });
    sessionStorage.setItem(UTM_STORAGE_KEY, '{not json');
    expect(currentUtm()).toEqual({});
    sessionStorage.setItem(UTM_STORAGE_KEY, JSON.stringify({ utm_source: 3, utm_medium: 'cpc', x: 'y' }));
    expect(currentUtm()).toEqual({ utm_medium: 'cpc' });
  });

  it('a purchase is request_sent for omg and MyCard, success otherwise', () => {
    expect(['omg', 'mycard', 'mycard-serial', 'MyCard', 'creditCard', 'bankTransfer', 'telecom'].map(purchaseResult)).toEqual([
      'request_sent',
      'request_sent',
      'request_sent',
      'request_sent',
      'success',
      'success',
      'success',
    ]);
    trackPurchase('mycard', { value: 150, item: 'pack-150' });
    trackPurchase('creditCard');
    expect(window.dataLayer).toEqual([
      { event: 'purchase', method: 'mycard', result: 'request_sent', currency: 'TWD', value: 150, item: 'pack-150' },
      { event: 'purchase', method: 'creditCard', result: 'success', currency: 'TWD' },
    ]);
  });
});
