// What other features may use. The room's UI is imported by its page (next/dynamic), the stage
// by the app shell (components/live-stage-slot), the handlers by the session (./feature).
export { useCurrentLiveRoom, currentLiveRoomId, type CurrentLiveRoom } from './current-room';
export { LiveRoom } from './components/live-room';
export { liveFeature } from './feature';
export { LiveStageSlot } from './components/live-stage-slot';
