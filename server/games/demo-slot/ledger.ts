/** The ledger source and reasons of demo-slot spins (passbook labels: server/passbook/labels.ts). */
export const SLOT_LEDGER_SOURCE = 'slot';
export const SLOT_BET_REASON = 'slot bet';
export const SLOT_WIN_REASON = 'slot win';
