/** The feature modules the chat socket brings, as one chunk group (see socket-module-loaders.ts). */
export { chatModule, refreshRooms } from './chat/module';
export { giftsModule } from './gifts/module';
export { liveModule } from './live/module';
