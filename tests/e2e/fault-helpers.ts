// Helpers of the fault suite (fault-*.e2e.ts): plan the demo API's next answers
// for a key of this test's own (POST /api/fault/plan), and wait until the API has
// no answer pending for it (a slow answer has been sent, or dropped).
import { expect} from 'vitest';
import { baseUrl } from './harness';

/** The faults every widget must survive (demo/api/routes-fault.mjs). */
export const FAULTS = ['500', 'html', 'truncated', 'hang', 'big'] as const;

let count = 0;

/** A fresh key with `faults` planned for its answers after the first (good) one; returns the key. */
export async function planFaults(...faults: string[]): Promise<string> {
  const key = `k${process.pid}-${++count}`;
  const response = await fetch(`${baseUrl()}/api/fault/plan`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ key, faults: ['ok', ...faults] }),
  });
  expect(response.ok, await response.text()).toBe(true);
  return key;
}

/**
 * Resolve once the API has received `count` requests for `key` (answered or not): a test that means
 * "answer 2 is on its way" must not send the next request before the server has it, or the page may
 * drop request 2 before it leaves (the newest request wins) and the server answers the next one as 2.
 */
export async function received(key: string, count: number): Promise<void> {
  await expect.poll(async () => (await status(key)).served, { timeout: 10_000 }).toBeGreaterThanOrEqual(count);
}

/** What the API has done for `key`: requests received (`served`), and those not yet answered. */
async function status(key: string): Promise<{ served: number; pending: number }> {
  return (await fetch(`${baseUrl()}/api/fault/status?key=${key}`)).json();
}

/** Resolve once the API has served `served` answers for `key` and none is pending. */
export async function settled(key: string, served: number): Promise<void> {
  await expect.poll(async () => {
    const body = await status(key);
    return body.served >= served && body.pending === 0;
  }, { timeout: 10_000 }).toBe(true);
}
