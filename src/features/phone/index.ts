export { PhoneField } from './components/phone-field';
export { CodeField } from './components/code-field';
export { Reminders } from './components/reminders';
export { useCountdown, secondsLeft } from './use-countdown';
export { deviceId, DEVICE_ID_KEY } from './device-id';
export { phoneInput, codeInput, isSendablePhone, isMalformedPhone, isCompleteCode, normalisePhoneNumber } from './phone-input';
