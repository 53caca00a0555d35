import type { Sessions } from './auth/sessions';
import type { Clock } from './clock';
import type { Repositories } from './db/repositories';
import type { Logger } from './log';
import type { FailRules } from './qa/fail-rules';
import type { SmsSender } from './sms/sms-sender';
import type { Hub } from './ws/hub';

/** Everything a route or socket handler may use, built once per server in app.ts. */
export interface Services {
  repos: Repositories;
  sessions: Sessions;
  hub: Hub;
  clock: Clock;
  log: Logger;
  failRules: FailRules;
  sms: SmsSender;
  qaMode: boolean;
}
