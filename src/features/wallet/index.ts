export { useWallet, type WalletView } from './use-wallet';
export { requestWallet } from './actions';
export { registerWalletHandlers, resetWallet } from './handlers';
