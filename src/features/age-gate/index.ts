export { AgeGate } from './components/age-gate';
