export { openMail } from './store';
export { MailSlot } from './components/mail-slot';
export { MailMenuItem, MailNavButton, useMailUnread } from './components/mail-entry';
export { mailFeature } from './feature';
