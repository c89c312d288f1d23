import { createNotifier, type Notifier } from '@hfl/kit';

/** Accounts: the managers' notifications (a draft's start and end). */
export function createAccounts(options: { accountsUrl: string; internalTokenSecret: string }): Notifier {
  return createNotifier({ accountsUrl: options.accountsUrl, service: 'fantasy', secret: options.internalTokenSecret });
}
