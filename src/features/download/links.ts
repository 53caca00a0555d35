/**
 * Which download link fits the player's device (account §2 "Download info": the QR "encodes
 * the mobile OS link"): iOS → App Store; Android → Google Play, else the APK.
 */
import type { BrandDownload } from '@/brand/types';

export type MobileOs = 'ios' | 'android';
export type DownloadKind = 'appStore' | 'googlePlay' | 'apk';

/** The mobile OS a user agent names, or null (desktop, unknown). iPadOS reports a Mac with touch. */
export function mobileOs(userAgent: string, maxTouchPoints = 0): MobileOs | null {
  if (/android/i.test(userAgent)) return 'android';
  if (/iphone|ipad|ipod/i.test(userAgent)) return 'ios';
  if (/macintosh/i.test(userAgent) && maxTouchPoints > 1) return 'ios';
  return null;
}

/** The link of `os`, or null when the brand has none for it. */
export function osLink(download: BrandDownload, os: MobileOs): string | null {
  return os === 'ios' ? download.appStore : (download.googlePlay ?? download.apk);
}

/** The link of a button kind. */
export const kindLink = (download: BrandDownload, kind: DownloadKind): string | null => download[kind];

/** The kinds the brand offers, in button order. */
export function offeredKinds(download: BrandDownload): DownloadKind[] {
  return (['appStore', 'googlePlay', 'apk'] as const).filter((k) => download[k] !== null);
}

/** The OS a kind installs on (the QR says which phone to scan with). */
export const kindOs = (kind: DownloadKind): MobileOs => (kind === 'appStore' ? 'ios' : 'android');

/** Analytics: a download click (account §7 "events on download clicks"). */
export const DOWNLOAD_CLICK_EVENT = 'download_click';
