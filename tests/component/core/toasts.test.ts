// The built-in notifications (core/toasts.svelte.ts, components/Toasts.svelte) through notify
// (core/host-ui.ts): one polite status region mounted at the end of the body on the first notice, a
// notice per call with its level's class, its message as text, gone after 6 s; the host's
// NotificationManager wins; a page that replaced the body's content gets a new region.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { flushSync } from 'svelte';
import { notify } from '../../../src/core/host-ui';

const toasts = () => [...document.querySelectorAll('.alm-toast')].map((t) => [t.className, t.textContent]);

afterEach(() => {
  vi.useRealTimers();
  delete (window as unknown as { NotificationManager?: unknown }).NotificationManager;
  document.body.replaceChildren();
});

describe('the built-in toasts', () => {
  it('the first notice mounts one polite status region with it at once; more go below it; each leaves after 6 s', () => {
    vi.useFakeTimers();
    document.body.appendChild(document.createElement('main'));
    notify('error', 'Saving failed');
    const region = document.querySelector('.alm-toasts')!;
    expect([region.getAttribute('role'), region.getAttribute('aria-live')]).toEqual(['status', 'polite']);
    expect(document.body.lastElementChild!.contains(region)).toBe(true);
    expect(toasts()).toEqual([['alm-toast alm-toast-error', 'Saving failed']]);
    vi.advanceTimersByTime(3000);
    notify('success', 'Saved');
    flushSync();
    expect(document.querySelectorAll('.alm-toasts')).toHaveLength(1);
    expect(toasts()).toEqual([['alm-toast alm-toast-error', 'Saving failed'], ['alm-toast alm-toast-success', 'Saved']]);
    vi.advanceTimersByTime(3000);
    flushSync();
    expect(toasts()).toEqual([['alm-toast alm-toast-success', 'Saved']]);
    vi.advanceTimersByTime(3000);
    flushSync();
    expect(toasts()).toEqual([]);
    expect(document.querySelectorAll('.alm-toasts')).toHaveLength(1);
  });

  it('a message is text, never markup', () => {
    notify('warning', '<img src=x onerror="window.hacked=1"><b>bold</b>');
    expect(document.querySelector('.alm-toast')!.textContent).toBe('<img src=x onerror="window.hacked=1"><b>bold</b>');
    expect(document.querySelector('.alm-toast')!.children).toHaveLength(0);
    expect(document.querySelectorAll('.alm-toasts *')).toHaveLength(1);
  });

  it('the host NotificationManager wins: no region', () => {
    const error = vi.fn();
    (window as unknown as { NotificationManager: unknown }).NotificationManager = { error };
    notify('error', 'Nope');
    expect(error).toHaveBeenCalledWith('Nope');
    expect(document.querySelector('.alm-toasts')).toBeNull();
  });

  it('a failing host NotificationManager: the built-in toast shows instead', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    (window as unknown as { NotificationManager: unknown }).NotificationManager = { info: () => { throw new Error('down'); } };
    notify('info', 'Still told');
    expect(toasts()).toEqual([['alm-toast alm-toast-info', 'Still told']]);
  });

  it('after the page replaced the body\'s content, the next notice mounts a new region (the old notices gone with the old one)', () => {
    notify('info', 'One');
    document.body.replaceChildren();
    notify('info', 'Two');
    expect(document.querySelectorAll('.alm-toasts')).toHaveLength(1);
    expect(toasts()).toEqual([['alm-toast alm-toast-info', 'Two']]);
  });
});
