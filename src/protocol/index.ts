export * from './ops';
export * from './codes';
export * from './envelope';
export * from './player';
export * from './chat';
export * from './lists';
export * from './account';
export * from './contract';
export { parsePayload, type ParseOutcome } from './schema';
