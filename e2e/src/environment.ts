import type { Circus } from '@jest/types';
import { TestEnvironment } from 'jest-environment-node';
import { reportOpenPages } from './failure-report';

/** Node's environment, plus what the browser showed added to the message of a failed test or hook. */
export default class BrowserTestEnvironment extends TestEnvironment {
  async handleTestEvent(event: Circus.Event): Promise<void> {
    if (event.name !== 'test_fn_failure' && event.name !== 'hook_failure') return;
    const { error } = event as { error: unknown };
    // The error comes from the test's realm, where `instanceof Object` of this one is false.
    if (typeof error !== 'object' || error === null || !('message' in error) || typeof error.message !== 'string')
      return;
    const name = event.name === 'test_fn_failure' ? event.test.name : `${event.hook.type}-hook`;
    const report = await reportOpenPages(this.global, name);
    if (!report) return;
    const { message } = error;
    const extended = `${message}${report}`;
    error.message = extended;
    if ('stack' in error && typeof error.stack === 'string')
      error.stack = error.stack.includes(message)
        ? error.stack.replace(message, () => extended)
        : `${error.stack}${report}`;
  }
}
