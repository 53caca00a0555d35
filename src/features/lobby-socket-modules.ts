/** The feature modules the lobby socket brings, as one chunk group (see socket-module-loaders.ts). */
export { redEnvelopeModule } from './red-envelope/module';
export { bigWinModule } from './big-win/module';
