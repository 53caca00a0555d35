import { createStore } from '@/lib/create-store';
import type { ErrorContext } from '@/protocol/errors';

interface ModalBase {
  /** Runs when the player closes the modal (the session layer passes sign-out here). */
  onClose?: () => void;
}

/** A modal request, by kind. Session kinds are the spec's session modals (account §4, §8). */
export type ModalRequest = ModalBase &
  (
    | {
        kind: 'error';
        code: number;
        /** The server's Message, shown when the code has no text of its own. */
        message?: string | null;
        context?: ErrorContext;
        params?: Readonly<Record<string, string | number>>;
      }
    /** 100005: connection expired. */
    | { kind: 'sessionExpired' }
    /** Inactivity / login expired (spec modal type TIMEOUT). */
    | { kind: 'TIMEOUT' }
    /** 100014: account suspended. */
    | { kind: 'suspended' }
    /** Duplicate sign-in: never replaced by another modal. */
    | { kind: 'MULTIPLE_SIGNIN' }
    | { kind: 'registrationSuccess' }
  );

export type ModalKind = ModalRequest['kind'];
export type ActiveModal = ModalRequest & { id: number };

/**
 * Rank of a kind for the one-modal-at-a-time rule. MULTIPLE_SIGNIN is never replaced (account
 * §4). Beyond the spec: a modal that ends the session is not replaced by an ordinary one,
 * because replacing it would drop its onClose (the sign-out) and leave a dead session behind.
 */
const RANK: Record<ModalKind, number> = {
  error: 0,
  registrationSuccess: 0,
  sessionExpired: 1,
  TIMEOUT: 1,
  suspended: 1,
  MULTIPLE_SIGNIN: 2,
};

interface ModalState {
  active: ActiveModal | null;
}

export const useModalStore = createStore<ModalState>('modals', () => ({ active: null }));

let nextId = 1;

/** Whether `next` may take the place of the modal on screen. */
export function mayReplace(current: ModalKind | null, next: ModalKind): boolean {
  if (current === null) return true;
  if (current === 'MULTIPLE_SIGNIN') return false;
  return RANK[next] >= RANK[current];
}

/**
 * Shows a modal, replacing the one on screen unless the rule above keeps it. Returns false
 * when ignored. Callers skip codes that should stay silent (`isSilentError` in the protocol).
 * @example openModal({ kind: 'error', code: 200044 })
 * @example openModal({ kind: 'MULTIPLE_SIGNIN', onClose: () => signOut() })
 */
export function openModal(request: ModalRequest): boolean {
  const current = useModalStore.getState().active;
  if (!mayReplace(current?.kind ?? null, request.kind)) return false;
  useModalStore.setState({ active: { ...request, id: nextId++ } });
  return true;
}

/** Removes the modal without running its onClose (e.g. the session layer tidying up). */
export function closeModal(): void {
  useModalStore.setState({ active: null });
}

/** The player closed modal `id`: remove it and run its onClose once. */
export function dismissModal(id: number): void {
  const active = useModalStore.getState().active;
  if (!active || active.id !== id) return;
  useModalStore.setState({ active: null });
  active.onClose?.();
}

/** The modal on screen, or null. */
export function useActiveModal(): ActiveModal | null {
  return useModalStore((state) => state.active);
}
