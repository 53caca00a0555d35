'use client';

import { usePathname } from 'next/navigation';
import { useSession } from 'next-auth/react';
import { useEffect } from 'react';
import { AnalyticsEvent, captureUtm, track } from '@/lib/analytics';

/** localStorage key: the session tag whose registration was reported (one report across tabs). */
export const SIGN_UP_REPORTED_KEY = 'analyticsSignUp';

function firstReport(tag: string): boolean {
  try {
    if (window.localStorage.getItem(SIGN_UP_REPORTED_KEY) === tag) return false;
    window.localStorage.setItem(SIGN_UP_REPORTED_KEY, tag);
  } catch {
    // storage blocked: report anyway (at worst twice, never lost)
  }
  return true;
}

/**
 * Mounted once by the shell, renders nothing: captures the campaign of the URL the visitor
 * lands on (and of any later page opened with utm_*), and reports a registration when a
 * sign-in created an account (isRegist; guests excepted: every guest sign-in makes a
 * throwaway account, as the registration-success modal rules).
 */
export function AnalyticsWatch() {
  const pathname = usePathname();
  const { data: session } = useSession();
  const registered = session?.isRegist === true && session.provider !== 'guest' ? session.sessionTag : null;
  const provider = session?.provider;

  useEffect(() => {
    captureUtm(window.location.search);
  }, [pathname]);

  useEffect(() => {
    if (registered && firstReport(registered)) track(AnalyticsEvent.SignUp, { method: provider });
  }, [registered, provider]);

  return null;
}
