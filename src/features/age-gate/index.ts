export { AgeGate } from './components/age-gate';
export { AGE_GATE_KEY, confirmAge, isAgeConfirmed } from './age-gate-storage';
