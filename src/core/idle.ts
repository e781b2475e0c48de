/** Run `work` once the browser is idle (or soon after, where it has no idle callbacks); returns a cancel. */
export function whenIdle(work: () => void): () => void {
  const idle = typeof requestIdleCallback === 'function';
  const handle = idle ? requestIdleCallback(work, { timeout: 1000 }) : setTimeout(work, 50);
  return () => (idle ? cancelIdleCallback(handle as number) : clearTimeout(handle));
}
