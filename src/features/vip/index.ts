export { useVipLevels, type VipLevelsView } from './use-vip-levels';
export { vipFeature } from './feature';
export { VipSessionSync } from './components/vip-session-sync';
