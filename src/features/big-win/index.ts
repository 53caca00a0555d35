export { bigWinFeature } from './feature';
export { BigWinSlot } from './components/big-win-slot';
export { RecordWinCard } from './components/record-win-card';
export { gameNameOf } from './game-names';
