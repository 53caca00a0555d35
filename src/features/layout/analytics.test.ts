import { track } from './analytics';

describe('track', () => {
  afterEach(() => {
    delete window.dataLayer;
  });

  it('pushes to dataLayer when present', () => {
    window.dataLayer = [];
    track('deposit_view', { from: 'bottomBar' });
    expect(window.dataLayer).toEqual([{ event: 'deposit_view', from: 'bottomBar' }]);
  });

  it('does nothing without a dataLayer', () => {
    expect(() => track('deposit_view')).not.toThrow();
    expect(window.dataLayer).toBeUndefined();
  });
});
