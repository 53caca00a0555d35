export { DownloadSlot } from './components/download-slot';
export { DownloadButtons } from './components/download-buttons';
export { openDownloadQr, closeDownloadQr } from './store';
export { DownloadPage } from './components/download-page';
export { DOWNLOAD_CLICK_EVENT } from './links';
