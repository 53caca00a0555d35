'use client';

/**
 * React access to the brand: the layout resolves the brand on the server and hands its one
 * data object to `BrandProvider`; components read it with `useBrand()` and `useFeature(name)`.
 * Nothing here imports the brand files, so a page's JavaScript carries no brand's data (the
 * current one arrives with the page, the others never).
 */
import { createContext, useContext, type ReactNode } from 'react';
import type { FeatureName } from './features';
import type { BrandConfig } from './types';

const BrandContext = createContext<BrandConfig | null>(null);
BrandContext.displayName = 'BrandContext';

/** Props of `BrandProvider`. */
export interface BrandProviderProps {
  /** The request's brand, resolved on the server (`requestBrand()`). */
  brand: BrandConfig;
  children: ReactNode;
}

/** Makes the brand's data available below it. */
export function BrandProvider({ brand, children }: BrandProviderProps) {
  return <BrandContext.Provider value={brand}>{children}</BrandContext.Provider>;
}

/** The current brand's data; throws outside `BrandProvider` (a wiring mistake). */
export function useBrand(): BrandConfig {
  const brand = useContext(BrandContext);
  if (!brand) throw new Error('useBrand() needs a <BrandProvider> above it');
  return brand;
}

/**
 * Whether the current brand offers a feature.
 * @example const canSend = useFeature('redEnvelope') && redEnvelopePermission
 */
export function useFeature(name: FeatureName): boolean {
  return useBrand().features[name] === true;
}
