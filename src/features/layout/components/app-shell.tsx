import type { ReactNode } from 'react';
import { AgeGate } from '@/features/age-gate';
import { BackgroundMusic } from '@/features/audio';
import { EmbeddedSignInSlot, PhoneSignInSlot, SignInModalSlot } from '@/features/auth';
import { BindPhoneSlot } from '@/features/bind-phone';
import { DownloadSlot } from '@/features/download';
import { ModalSlot } from '@/features/modals';
import { ToastHost } from '@/ui/toast-host';
import { AnalyticsWatch } from './analytics-watch';
import { BackToTop } from './back-to-top';
import { BottomBar } from './bottom-bar';
import { CjkFontSlices } from './cjk-font-slices';
import { SiteFooter } from './site-footer';
import { SessionOverlays } from './session-overlays';
import { TopNav } from './top-nav';

/**
 * The page frame of every route: top navigation, content container, footer, phone bottom
 * bar, back-to-top, and the app-wide overlays (sign-in, modals, age gate, toasts), each
 * mounted once here. The overlays a first visit does not show sit behind slots that fetch
 * their code when they first open; the age gate and toasts are there from the start.
 * The content is at least a viewport tall, so the footer starts below the fold: content that
 * arrives after the first paint (a grid, a chat) then moves nothing the player sees (CLS).
 */
export function AppShell({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <TopNav />
      <main id="main" tabIndex={-1} className="mx-auto min-h-dvh w-full max-w-6xl flex-1 px-4 pb-8 pt-4 outline-none sm:px-6 sm:pt-6">
        {children}
      </main>
      <SiteFooter />
      <BottomBar />
      <BackToTop />
      <SessionOverlays />
      <BackgroundMusic />
      <SignInModalSlot />
      <PhoneSignInSlot />
      <BindPhoneSlot />
      <DownloadSlot />
      <EmbeddedSignInSlot />
      <ModalSlot />
      <AgeGate />
      <ToastHost />
      <AnalyticsWatch />
      <CjkFontSlices />
    </div>
  );
}
