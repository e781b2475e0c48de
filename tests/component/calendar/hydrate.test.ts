// A Svelte app's EventCalendar renders every part on the server (its parts are imported
// statically, components/Calendar.svelte; only the script bundles load them lazily), and the
// server HTML hydrates without a warning: the week view and the dialog come from the server.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createServer, type ViteDevServer } from 'vite';
import { svelte } from '@sveltejs/vite-plugin-svelte';
import { flushSync, hydrate, tick, unmount, type Component } from 'svelte';
import Calendar from '../../../src/calendar/components/Calendar.svelte';

const EventCalendar = Calendar as unknown as Component<Record<string, unknown>>;

let vite: ViteDevServer;
let calendarHtml: (props: Record<string, unknown>) => string;
beforeAll(async () => {
  // esm-env bundled, so the SSR conditions decide BROWSER (an external import would see jsdom's window).
  vite = await createServer({
    configFile: false, logLevel: 'silent', appType: 'custom', plugins: [svelte()],
    server: { middlewareMode: true, hmr: false, ws: false }, ssr: { noExternal: ['esm-env'] },
  });
  ({ calendarHtml } = await vite.ssrLoadModule('/tests/helpers/calendar-ssr.ts'));
}, 60_000);
afterAll(() => vite?.close());

const props = { view: 'week', date: '2026-03-04', events: [{ id: 'sync', title: 'Sync', start: '2026-03-04T10:00:00', end: '2026-03-04T11:00:00', allDay: false }] };
const headers = (root: Element) => [...root.querySelectorAll('.ec-tg-day-header .ec-sr-only')].map((s) => s.textContent);

describe('hydrating the server-rendered EventCalendar', () => {
  it('the week view and the dialog are in the server HTML; it hydrates with no warning and keeps them', async () => {
    const warn = vi.spyOn(console, 'warn');
    const error = vi.spyOn(console, 'error');
    const target = document.body.appendChild(document.createElement('div'));
    target.innerHTML = calendarHtml(props);
    const server = headers(target);
    expect(server).toHaveLength(7);
    expect(target.querySelector('.ec-week-view .ec-timed-event[data-event-id="sync"]')).not.toBeNull();
    expect(target.querySelector('dialog.ec-dialog')).not.toBeNull();
    const app = hydrate(EventCalendar, { target, props });
    flushSync();
    await tick();
    expect(headers(target)).toEqual(server);
    expect(target.querySelector('.ec-week-view .ec-timed-event[data-event-id="sync"]')).not.toBeNull();
    expect(warn).not.toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
    unmount(app);
    target.remove();
    vi.restoreAllMocks();
  });

  it('the list view (issue 45 item 6): in the server HTML, hydrated with no warning, unchanged', async () => {
    const warn = vi.spyOn(console, 'warn');
    const error = vi.spyOn(console, 'error');
    const list = { ...props, view: 'list', views: ['month', 'week', 'list'] };
    const target = document.body.appendChild(document.createElement('div'));
    target.innerHTML = calendarHtml(list);
    const server = target.querySelector('.ec-list-view')!.innerHTML;
    expect(target.querySelector('.ec-list-view h3')!.textContent).toBe('Wednesday, March 4, 2026');
    const app = hydrate(EventCalendar, { target, props: list });
    flushSync();
    await tick();
    expect(target.querySelector('.ec-list-view')!.innerHTML).toBe(server);
    expect(warn).not.toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
    unmount(app);
    target.remove();
    vi.restoreAllMocks();
  });
});
