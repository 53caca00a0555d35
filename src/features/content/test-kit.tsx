/**
 * Test-only: renders a content page's server component (awaited) inside the zh_tw test
 * providers. Tests mock `@/brand/request-brand` with `brandMock` to pick the request's brand.
 */
import type { ReactElement } from 'react';
import { vi } from 'vitest';
import { getBrand, type BrandId } from '@/brand';
import { renderWithI18n } from '@/ui/testing';

/** The brand `requestBrand()` answers with in a test (set `brandMock.id`). */
export const brandMock = { id: 'crab' as BrandId };

/** The module mock of `@/brand/request-brand`: `vi.mock('@/brand/request-brand', requestBrandModule)`. */
export const requestBrandModule = () => ({ requestBrand: vi.fn(async () => getBrand(brandMock.id)) });

/** Awaits a server component's element and renders it. */
export async function renderServer(element: Promise<ReactElement>) {
  return renderWithI18n(await element, { brandId: brandMock.id });
}
