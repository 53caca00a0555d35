export { SevenDayPage } from './components/seven-day-page';
export { FireWheelPage } from './components/fire-wheel-page';
export { SpecialRewardPage } from './components/special-reward-page';
export { SpecialRewardPopupSlot } from './components/special-reward-popup-slot';
export { offersSpecialReward } from './brand-gate';
export { tileStates, countdownText, wheelRotation, popupDue } from './rules';
