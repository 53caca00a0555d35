export { openHonorList, closeHonorList } from './store';
export { HonorSlot } from './components/honor-slot';
export { honorFeature } from './feature';
export { setHonorShareHandler } from './share';
export { HonorListButton, OwnHonorListButton } from './components/honor-button';
