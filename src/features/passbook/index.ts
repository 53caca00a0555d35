export { openPassbook, closePassbook } from './store';
export { PassbookSlot } from './components/passbook-slot';
export { passbookFeature } from './feature';
export { PassbookPage } from './components/passbook-page';
export { PassbookPagination } from './components/passbook-pagination';
