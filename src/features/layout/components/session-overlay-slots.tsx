'use client';

import { BigWinSlot } from '@/features/big-win';
import { FriendsSlot } from '@/features/friends';
import { HonorSlot } from '@/features/honor';
import { InviteSlot } from '@/features/invite';
import { LiveStageSlot } from '@/features/live';
import { MailSlot } from '@/features/mail';
import { PassbookSlot } from '@/features/passbook';
import { PlayerCardSlot } from '@/features/chat';
import { ShareSlot } from '@/features/share';
import { RedeemSlot } from '@/features/redeem';
import { SpecialRewardPopupSlot } from '@/features/rewards';

/** The overlays only a signed-in player opens (each fetches its own code when first opened). */
export default function SessionOverlaySlots() {
  return (
    <>
      <LiveStageSlot />
      <PassbookSlot />
      <MailSlot />
      <FriendsSlot />
      <InviteSlot />
      <ShareSlot />
      <HonorSlot />
      <PlayerCardSlot />
      <BigWinSlot />
      <RedeemSlot />
      <SpecialRewardPopupSlot />
    </>
  );
}
