/**
 * Red envelopes (issue 10): what the chat and the club show of them, and the feature the list
 * of features runs (`./feature`; its socket part loads on demand, `./on-demand`).
 */
export { ChatEnvelopeButton, SendEnvelopeButtons, useCanSendEnvelopes } from './components/send-buttons';
export { EnvelopeHost } from './components/envelope-host';
export { EnvelopeCard } from './components/envelope-card';
export { openCreateDialog } from './actions';
export { sendPermission } from './permission';
export { redEnvelopeFeature } from './feature';
