'use client';

/**
 * React access to the brand: the layout resolves the brand on the server and mounts
 * `BrandProvider`; components read it with `useBrand()` and `useFeature(name)`.
 */
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { FeatureName } from './features';
import { getBrand } from './get-brand';
import type { BrandConfig, BrandId } from './types';

const BrandContext = createContext<BrandConfig | null>(null);
BrandContext.displayName = 'BrandContext';

/** Props of `BrandProvider`. */
export interface BrandProviderProps {
  brandId: BrandId;
  children: ReactNode;
}

/** Makes the brand's data available below it. */
export function BrandProvider({ brandId, children }: BrandProviderProps) {
  const brand = useMemo(() => getBrand(brandId), [brandId]);
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
