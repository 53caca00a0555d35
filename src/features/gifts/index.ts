export { GiftEffectLayer } from './components/gift-effect-layer';
export { GiftPanel } from './components/gift-panel';
export { PlayerGiftButton } from './components/player-gift-button';
export { setCaptionHidden } from './store';
export { giftsFeature } from './feature';
