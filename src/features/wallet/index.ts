export { useWallet, type WalletView } from './use-wallet';
export { requestWallet } from './actions';
export { walletFeature } from './module';
