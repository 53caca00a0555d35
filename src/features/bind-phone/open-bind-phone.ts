import { useBindPhoneStore, type BindSuccessMode } from './store';

/**
 * Opens 綁定手機號碼 for the signed-in player. Apart from the flow's actions (./actions) so
 * that a menu can open it without carrying the flow: its code loads when it opens.
 * @example openBindPhone({ successMode: 'plain', onSuccess: () => refetchIcon() })
 */
export function openBindPhone({ successMode = 'coin', onSuccess = null }: { successMode?: BindSuccessMode; onSuccess?: (() => void) | null } = {}): void {
  useBindPhoneStore.setState({ view: 'form', successMode, onSuccess, pending: null, error: null, claimOnly: false });
}

/** 領取 for a bound phone whose bonus was never claimed: the flow claims it and shows the reward. */
export function openBonusClaim(): void {
  useBindPhoneStore.setState({ view: 'claiming', successMode: 'coin', onSuccess: null, pending: null, error: null, claimOnly: true });
}
