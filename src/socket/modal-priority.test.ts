import { MULTIPLE_SIGNIN, canReplaceModal } from './modal-priority';

describe('canReplaceModal', () => {
  it('lets any modal open when none shows or another one shows', () => {
    expect(canReplaceModal(null, 'alert')).toBe(true);
    expect(canReplaceModal(undefined, MULTIPLE_SIGNIN)).toBe(true);
    expect(canReplaceModal('suspended', MULTIPLE_SIGNIN)).toBe(true);
    expect(canReplaceModal('TIMEOUT', 'alert')).toBe(true);
  });

  it('never replaces a MULTIPLE_SIGNIN modal', () => {
    for (const next of ['alert', 'suspended', 'TIMEOUT', 'error', MULTIPLE_SIGNIN]) {
      expect(canReplaceModal(MULTIPLE_SIGNIN, next)).toBe(false);
    }
  });
});
