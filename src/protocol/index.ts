export * from './ops';
export * from './codes';
export * from './envelope';
export * from './payloads';
