// Timing of the group bench pages (bench/group.mjs): as harness.js times a step, from just before the action to
// the end of the first frame (requestAnimationFrame, then a task after it) whose DOM shows the result.
import { afterFrame } from './harness.js';

export async function timedUntil(action, done, timeout = 30000) {
  const t0 = performance.now();
  action();
  for (;;) {
    await afterFrame();
    const ms = performance.now() - t0;
    if (done()) return { ms };
    if (ms > timeout) return { timeout: true, ms };
  }
}
