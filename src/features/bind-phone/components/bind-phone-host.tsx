'use client';

import { BindPhoneModal } from './bind-phone-modal';
import { BindErrorDialog, BindRewardDialog, BindSuccessDialog } from './bind-result-dialogs';
import { useBindPhoneDeps } from './use-bind-phone-deps';

const noRefresh = { refreshPlayer: () => {} };

/** The bind modal and its result dialogs; mounted once by the app shell. */
export function BindPhoneHost() {
  const deps = useBindPhoneDeps();
  return (
    <>
      <BindPhoneModal deps={deps} />
      <BindRewardDialog deps={deps ?? noRefresh} />
      <BindSuccessDialog deps={deps ?? noRefresh} />
      <BindErrorDialog />
    </>
  );
}
