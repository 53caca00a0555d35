/** The brand layer: ids and aliases, resolution, data loader and React access. */
export * from './types';
export * from './features';
export * from './payments';
export * from './vip';
export * from './get-brand';
export * from './resolve-brand';
export { BrandProvider, useBrand, useFeature, type BrandProviderProps } from './brand-context';
