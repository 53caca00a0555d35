import { closeModal, dismissModal, mayReplace, openModal, useModalStore } from './store';

const active = () => useModalStore.getState().active;

describe('modal store', () => {
  beforeEach(() => closeModal());

  it('shows one modal at a time; a newer ordinary modal replaces an ordinary one', () => {
    expect(openModal({ kind: 'registrationSuccess' })).toBe(true);
    expect(openModal({ kind: 'error', code: 200044 })).toBe(true);
    expect(active()).toMatchObject({ kind: 'error', code: 200044 });
  });

  it('never replaces a MULTIPLE_SIGNIN modal', () => {
    openModal({ kind: 'MULTIPLE_SIGNIN' });
    for (const kind of ['sessionExpired', 'TIMEOUT', 'suspended', 'registrationSuccess', 'MULTIPLE_SIGNIN'] as const) {
      expect(openModal({ kind })).toBe(false);
    }
    expect(openModal({ kind: 'error', code: 100005 })).toBe(false);
    expect(active()?.kind).toBe('MULTIPLE_SIGNIN');
  });

  it('lets MULTIPLE_SIGNIN replace a session-ending modal', () => {
    openModal({ kind: 'sessionExpired' });
    expect(openModal({ kind: 'MULTIPLE_SIGNIN' })).toBe(true);
    expect(active()?.kind).toBe('MULTIPLE_SIGNIN');
  });

  it('keeps a session-ending modal over an ordinary error', () => {
    openModal({ kind: 'TIMEOUT' });
    expect(openModal({ kind: 'error', code: 200044 })).toBe(false);
    expect(active()?.kind).toBe('TIMEOUT');
  });

  it('runs onClose once when the player dismisses it', () => {
    const onClose = vi.fn();
    openModal({ kind: 'suspended', onClose });
    const id = active()!.id;
    dismissModal(id);
    dismissModal(id);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(active()).toBeNull();
  });

  it('ignores a dismiss for a modal that was already replaced', () => {
    const first = vi.fn();
    openModal({ kind: 'error', code: 1, onClose: first });
    const id = active()!.id;
    openModal({ kind: 'error', code: 2 });
    dismissModal(id);
    expect(first).not.toHaveBeenCalled();
    expect(active()).toMatchObject({ code: 2 });
  });

  it('closeModal removes it without running onClose', () => {
    const onClose = vi.fn();
    openModal({ kind: 'MULTIPLE_SIGNIN', onClose });
    closeModal();
    expect(active()).toBeNull();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('mayReplace follows the ranks', () => {
    expect(mayReplace(null, 'error')).toBe(true);
    expect(mayReplace('error', 'sessionExpired')).toBe(true);
    expect(mayReplace('suspended', 'registrationSuccess')).toBe(false);
  });
});
