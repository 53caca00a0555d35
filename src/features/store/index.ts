export { PurchasePage, type PurchaseTab } from './components/purchase-page';
export { StorePage } from './components/store-page';
export { storeOffered } from './store-offered';
