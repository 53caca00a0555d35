export * from './ops';
export * from './codes';
export * from './envelope';
export * from './payloads';
export * from './account';
export * from './http-paths';
