import { createServerI18next } from 'next-i18next/server';
import baseConfig from '../../next-i18next.config';

/** Server-side i18n bound to the shared config; import `getT` from here, never initialise twice. */
export const { getT, getResources, generateI18nStaticParams } = createServerI18next({
  ...baseConfig,
  resourceLoader: (lng: string, ns: string) => import(`../../locales/${lng}/${ns}.json`),
});
