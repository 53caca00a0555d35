export { useWallet, type WalletView } from './use-wallet';
export { applyWalletBag, requestWallet } from './actions';
export { walletFeature } from './module';
