/** The wallet service (server/wallet): the only code that changes balances. */
export { applyInTransaction, type BalanceChange, type WalletApplied, type WalletEntry, type WalletOptions, type WalletOutcome } from './apply';
export { bagItems } from './bag';
export { refKey, type WalletRef } from './refs';
export { createWalletService, type TransferRef, type WalletService } from './wallet-service';
export { InsufficientBalanceError } from '../db/repositories/wallet';
