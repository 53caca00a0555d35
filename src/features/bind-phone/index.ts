export { BindPhoneSlot } from './components/bind-phone-slot';
export { BindPhoneButton, maskPhone } from './components/bind-phone-button';
export { openBindPhone } from './open-bind-phone';
export type { BindSuccessMode } from './store';
