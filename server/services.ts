import type { Sessions } from './auth/sessions';
import type { Clock } from './clock';
import type { ReadinessReport } from './cluster/readiness';
import type { ClockControl } from './cluster/shared-clock';
import type { AbuseLimits } from './http/abuse-limits';
import type { Repositories } from './db/repositories';
import type { Logger } from './log';
import type { IdentityProvider } from './oidc/identity-provider';
import type { ThirdPartyAuth } from './oidc/third-party-auth';
import type { FailRules } from './qa/fail-rules';
import type { SmsSender } from './sms/sms-sender';
import type { WalletService } from './wallet';
import type { Hub } from './ws/hub';
import type { HeadshotStore } from './profile/headshot-store';

/** Everything a route or socket handler may use, built once per server in app.ts. */
export interface Services {
  repos: Repositories;
  /** The only way balances change (server/wallet): one transaction, ledger rows, a reference. */
  wallet: WalletService;
  sessions: Sessions;
  hub: Hub;
  clock: Clock;
  /** Moves the QA clock of every server process (server/cluster/shared-clock.ts). */
  clockControl: ClockControl;
  log: Logger;
  /** QA forced replies, shared by every process when there is Redis. */
  failRules: FailRules;
  /** `/readyz`: database, Redis, not shutting down (server/cluster/readiness.ts). */
  readiness(): Promise<ReadinessReport>;
  sms: SmsSender;
  qaMode: boolean;
  /** Per-address and global limits on SMS codes and guest sign-ups (server/http/abuse-limits.ts). */
  abuseLimits: AbuseLimits;
  /** DEMO_MODE=1 outside QA mode and production (`npm start`): demo accounts start at VIP 3. */
  demoMode: boolean;
  /** Verifies LINE / Google / Apple / Facebook access tokens (server/oidc/third-party-auth.ts). */
  thirdParty: ThirdPartyAuth;
  /** The built-in QA/demo OpenID provider; null when off (production). */
  identityProvider: IdentityProvider | null;
  /** Uploaded profile pictures under the data dir (server/profile/headshot-store.ts). */
  headshots: HeadshotStore;
}
