'use client';

import { useEffect } from 'react';
import { claimBonusAgain } from '../actions';
import { useBindPhoneStore } from '../store';
import { BindPhoneModal } from './bind-phone-modal';
import { BindErrorDialog, BindRewardDialog, BindSuccessDialog } from './bind-result-dialogs';
import { useBindPhoneDeps } from './use-bind-phone-deps';

const noRefresh = { refreshPlayer: () => {} };

/** The bind modal and its result dialogs; mounted once by the app shell. */
export function BindPhoneHost() {
  const deps = useBindPhoneDeps();
  const claiming = useBindPhoneStore((state) => state.view === 'claiming');
  useEffect(() => {
    if (claiming && deps) void claimBonusAgain(deps);
  }, [claiming, deps]);
  return (
    <>
      <BindPhoneModal deps={deps} />
      <BindRewardDialog deps={deps ?? noRefresh} />
      <BindSuccessDialog deps={deps ?? noRefresh} />
      <BindErrorDialog />
    </>
  );
}
