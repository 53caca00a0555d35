import type { ReactNode } from 'react';
import { AgeGate } from '@/features/age-gate';
import { ChooseAccountModal, EmbeddedSignIn, PhoneSignInModal, SignInModal } from '@/features/auth';
import { BindPhoneHost } from '@/features/bind-phone';
import { ModalHost } from '@/features/modals';
import { ToastHost } from '@/ui/toast-host';
import { BackToTop } from './back-to-top';
import { BottomBar } from './bottom-bar';
import { SiteFooter } from './site-footer';
import { TopNav } from './top-nav';

/**
 * The page frame of every route: top navigation, content container, footer, phone bottom
 * bar, back-to-top, and the app-wide overlays (sign-in, modals, age gate, toasts), each
 * mounted once here.
 */
export function AppShell({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <TopNav />
      <main id="main" tabIndex={-1} className="mx-auto w-full max-w-6xl flex-1 px-4 pb-8 pt-4 outline-none sm:px-6 sm:pt-6">
        {children}
      </main>
      <SiteFooter />
      <BottomBar />
      <BackToTop />
      <SignInModal />
      <PhoneSignInModal />
      <ChooseAccountModal />
      <BindPhoneHost />
      <EmbeddedSignIn />
      <ModalHost />
      <AgeGate />
      <ToastHost />
    </div>
  );
}
