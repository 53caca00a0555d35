/** The feature modules the chat socket brings, as one chunk group (see on-demand.ts). */
export { chatModule, refreshRooms } from './chat/on-demand';
export { giftsModule } from './gifts/on-demand';
export { liveModule } from './live/on-demand';

/**
 * The live stream's host (player and mini window), once a room is open: loaded from here, it
 * reuses the live and chat modules above instead of carrying copies of them.
 */
export const loadLiveStageHost = () => import('./live/components/live-stage-host');
