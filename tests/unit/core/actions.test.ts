// The safe response-action handler (design.md "Response actions").
import { describe, expect, it } from 'vitest';
import { runActions } from '../../../src/core/actions';
import { sameOriginUrl } from '../../../src/core/url';
import { eventManager } from '../../../src/core/events';

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

describe('response actions may only emit the application\'s own events (app:*)', () => {
  const run = (name: unknown) => {
    const heard: string[] = [];
    const warned: string[] = [];
    const off = eventManager.on(String(name), () => heard.push(String(name)));
    runActions([{ type: 'event', name, payload: { x: 1 } }], {
      notify: () => {}, reloadWidget: () => {}, warn: (m) => warned.push(m),
      location: { origin: 'https://app.example', assign: () => {}, reload: () => {} } as unknown as Location,
    });
    off();
    return { heard, warned };
  };

  it('an app: event is emitted', () => {
    expect(run('app:booked')).toEqual({ heard: ['app:booked'], warned: [] });
  });

  it.each(['table:loaded', 'eventcalendar:destroy', 'tablemanager:destroyed', 'booked', 'app:', ''])('"%s" is refused with a warning', (name) => {
    const { heard, warned } = run(name);
    expect(heard).toEqual([]);
    expect(warned[0]).toMatch(/refused: a response may only emit "app:" events/);
  });
});
