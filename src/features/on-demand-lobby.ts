/** The feature modules the lobby socket brings, as one chunk group (see on-demand.ts). */
export { redEnvelopeModule } from './red-envelope/on-demand';
export { bigWinModule } from './big-win/on-demand';
