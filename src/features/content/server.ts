/** What the app's server pages use of this feature (server modules and server components): its
 * client-safe entry is ./index.ts. */
export { GuideView } from './components/guide-view';
export { contentMetadata, type ContentPageProps } from './metadata';
export { contentLocale } from './server-texts';
export { BankCodeView } from './components/bank-code-view';
export { ServiceView } from './components/service-view';
export { LegalView } from './components/legal-view';
export { ApkView } from './components/apk-view';
export { ResponseView } from './components/response-view';
export { ShareInviteView } from './components/share-invite-view';
export { shareInviteFrom } from './share-invite';
export { DocumentsView } from './components/documents-view';
export { SupportInfoView } from './components/support-info-view';
export { QnaView } from './components/qna-view';
export { TermsIndexView } from './components/terms-index-view';
