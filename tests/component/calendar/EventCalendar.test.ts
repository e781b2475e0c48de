// The EventCalendar Svelte component for Svelte apps (jsdom + Testing Library):
// the same store and events through props and callback props. Geometry,
// focus and keyboard live in the Chromium tests.
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/svelte';
import { tick } from 'svelte';
import EventCalendar from '../../../src/calendar/components/Calendar.svelte';

const events = [
  { id: 'a', title: 'Alpha', start: '2026-11-10', end: '2026-11-12' },
  { id: 'b', title: 'Beta', start: '2026-11-18T09:00:00', allDay: false },
];

describe('EventCalendar component', () => {
  it('renders the month of `date` with role=application and the events from props', () => {
    render(EventCalendar, { props: { date: '2026-11-01', events } });
    const root = screen.getByRole('application', { name: 'Calendar' });
    expect(root).toHaveClass('ec-calendar');
    expect(root.querySelector('.ec-current-period[role="status"]')?.textContent).toBe('November 2026');
    expect(screen.getByRole('button', { name: /^Alpha, / })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /09:00 Beta/ })).toBeInTheDocument();
  });

  it('callback props receive the payloads, and the DOM event is dispatched too', async () => {
    const onnavigate = vi.fn();
    const oneventclick = vi.fn();
    const dom = vi.fn();
    document.addEventListener('eventcalendar:navigate', dom);
    render(EventCalendar, { props: { date: '2026-11-01', events, onnavigate, oneventclick } });
    await fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onnavigate).toHaveBeenCalledTimes(1);
    expect(onnavigate.mock.calls[0][0]).toMatchObject({ direction: 1, view: 'month' });
    expect(dom).toHaveBeenCalledTimes(1);
    expect(screen.getByText('December 2026')).toBeInTheDocument();
    await fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    await fireEvent.click(screen.getByRole('button', { name: /^Alpha, / }));
    expect(oneventclick.mock.calls[0][0].event.id).toBe('a');
    document.removeEventListener('eventcalendar:navigate', dom);
  });

  it('follows the events prop', async () => {
    const { rerender } = render(EventCalendar, { props: { date: '2026-11-01', events } });
    await rerender({ events: [{ id: 'c', title: 'Gamma', start: '2026-11-20' }] });
    await tick();
    expect(screen.queryByRole('button', { name: /^Alpha, / })).toBeNull();
    expect(screen.getByRole('button', { name: /^Gamma, / })).toBeInTheDocument();
  });

  it('options are checked like markup: a bad view warns and the default applies', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    render(EventCalendar, { props: { id: 'cmp', date: '2026-11-01', defaultView: 'year' as never } });
    expect(warn.mock.calls.flat().join('\n')).toMatch(/calendar "cmp": defaultView "year" is not one of month, week, day/);
    expect(screen.getByText('November 2026')).toBeInTheDocument();
    warn.mockRestore();
  });
});
