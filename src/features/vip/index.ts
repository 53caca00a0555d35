export { useVipLevels, type VipLevelsView } from './use-vip-levels';
export { vipFeature } from './module';
export { VipSessionSync } from './components/vip-session-sync';
