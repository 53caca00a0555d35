/** The feature modules the chat socket brings, as one chunk group (see socket-module-loaders.ts). */
export { chatModule, refreshRooms } from './chat/module';
export { giftsModule } from './gifts/module';
export { liveModule } from './live/module';

/**
 * The live stream's host (player and mini window), once a room is open: loaded from here, it
 * reuses the live and chat modules above instead of carrying copies of them.
 */
export const loadLiveStageHost = () => import('./live/components/live-stage-host');
