export { BindPhoneHost } from './components/bind-phone-host';
export { BindPhoneButton, maskPhone } from './components/bind-phone-button';
export { openBindPhone } from './actions';
export type { BindSuccessMode } from './store';
