export { openRedeemCode, closeRedeemCode } from './store';
export { RedeemSlot } from './components/redeem-slot';
export { redeemFeature } from './feature';
