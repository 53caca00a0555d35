export { openShareDialog, closeShareDialog, type ShareRequest } from './store';
export { ShareSlot } from './components/share-slot';
export { shareFeature } from './feature';
export { SharePage } from './components/share-page';
export { shareFromQuery } from './share-query';
