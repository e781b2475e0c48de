// The safe response-action handler (design.md "Response actions").
import { describe, expect, it } from 'vitest';
import { sameOriginUrl, runActions } from '../../../src/core/actions';

describe('design.md Response actions: built-in handler', () => {
  const origin = 'https://app.example';
  it('redirects are same-origin only', () => {
    expect(sameOriginUrl('/next', origin)).toBe('https://app.example/next');
    expect(sameOriginUrl('https://evil.example/x', origin)).toBeNull();
    expect(sameOriginUrl('javascript:alert(1)', origin)).toBeNull();
  });
  it('notification, redirect, reload and unknown types', () => {
    const calls: string[] = [];
    const loc = { origin, assign: (u: string) => calls.push(`assign ${u}`), reload: () => calls.push('reload page') };
    runActions(
      [
        { type: 'notification', level: 'success', message: 'Saved' },
        { type: 'redirect', url: 'https://evil.example/' },
        { type: 'redirect', url: '/ok' },
        { type: 'reload' },
        { type: 'reload', target: 'page' },
        { type: 'eval', code: 'x' },
      ],
      {
        notify: (level, message) => calls.push(`notify ${level} ${message}`),
        reloadWidget: () => calls.push('reload calendar'),
        warn: (m) => calls.push(`warn ${m.slice(0, 20)}`),
        location: loc as unknown as Location,
      },
    );
    expect(calls).toEqual([
      'notify success Saved',
      'warn redirect to "https:/',
      'assign https://app.example/ok',
      'reload calendar',
      'reload page',
      'warn response action "eva',
    ]);
  });
});
