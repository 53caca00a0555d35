export { useWallet, useWalletItems, type WalletView } from './use-wallet';
export { applyBag, requestWallet } from './actions';
export { walletFeature } from './feature';
