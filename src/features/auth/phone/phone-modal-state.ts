import { openModal } from '@/features/modals';
import { usePhoneSignInStore, type PhoneFailure } from './phone-sign-in-store';

/**
 * Opens the error dialog of a phone sign-in refusal and keeps it in the store (so a reload shows
 * it again); closing it forgets it and reopens the modal the player came from (account §4).
 */
export function showPhoneFailure(failure: PhoneFailure): void {
  const store = usePhoneSignInStore;
  const { code, context, params, reopen } = failure;
  store.setState({ failure });
  const shown = openModal({
    kind: 'error',
    code,
    context,
    params,
    onClose: () => store.setState({ failure: null, view: reopen }),
  });
  if (!shown) store.setState({ failure: null, view: reopen });
}

/** Reads the phone modals' kept state (after the page hydrated); a kept refusal shows again. */
export async function restorePhoneSignIn(): Promise<void> {
  await usePhoneSignInStore.persist.rehydrate();
  const { failure } = usePhoneSignInStore.getState();
  if (failure) showPhoneFailure(failure);
}

/** A signed-in page: the kept state of a visitor's phone sign-in is dropped, not shown. */
export function forgetPhoneSignIn(): void {
  usePhoneSignInStore.persist.clearStorage();
}
