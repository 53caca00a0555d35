import type zh from '@locales/zh_tw/common.json';

/** A page title key under `routes.` in common.json (typed from the zh_tw reference file). */
export type RouteTitle = keyof (typeof zh)['routes'];
