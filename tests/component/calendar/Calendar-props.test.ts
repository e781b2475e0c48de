// Issue 13 item 3: every EventCalendar prop follows changes after mount, without re-mounting.
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/svelte';
import { flushSync, tick } from 'svelte';
import EventCalendar from '../../../src/calendar/components/Calendar.svelte';
import Bound from './BoundCalendar.svelte';

const events = [{ id: 'a', title: 'Alpha', start: '2026-11-10' }];
const root = () => screen.getByRole('application', { name: 'Calendar' });

describe('EventCalendar props after mount', () => {
  it('view, date and options update the same calendar element', async () => {
    const { rerender } = render(EventCalendar, { props: { date: '2026-11-01', events } });
    const element = root();
    await rerender({ view: 'week' });
    expect(root().querySelector('.ec-time-grid, [class*="time"]')).not.toBeNull();
    await rerender({ view: 'month', date: '2027-02-03' });
    expect(screen.getByText('February 2027')).toBeInTheDocument();
    await rerender({ showNavigation: false });
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
    await rerender({ locale: 'fr-FR' });
    expect(root().querySelector('.ec-current-period')?.textContent?.toLowerCase()).toContain('février');
    expect(root()).toBe(element);
  });

  it('events react to reassignment and to in-place mutation alike', async () => {
    render(Bound, { props: { start: '2026-11-01' } });
    expect(screen.getByRole('button', { name: /^Alpha, / })).toBeInTheDocument();
    await fireEvent.click(screen.getByRole('button', { name: 'push event' }));
    flushSync();
    expect(screen.getByRole('button', { name: /^Pushed, / })).toBeInTheDocument();
    await fireEvent.click(screen.getByRole('button', { name: 'replace events' }));
    flushSync();
    expect(screen.queryByRole('button', { name: /^Alpha, / })).toBeNull();
    expect(screen.getByRole('button', { name: /^Replaced, / })).toBeInTheDocument();
  });

  it('bind:view and bind:date follow the user navigating', async () => {
    render(Bound, { props: { start: '2026-11-01' } });
    await fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await tick();
    expect(screen.getByTestId('bound-date').textContent).toBe('2026-12');
    await fireEvent.click(screen.getByRole('button', { name: 'Week' }));
    await tick();
    expect(screen.getByTestId('bound-view').textContent).toBe('week');
  });

  it('onEventClick is the declarative name: a Svelte app gets a warning, and oneventclick is called', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const onEventClick = vi.fn();
    const oneventclick = vi.fn();
    render(EventCalendar, { props: { id: 'names', date: '2026-11-01', events, oneventclick, ...({ onEventClick } as object) } });
    await fireEvent.click(screen.getByRole('button', { name: /^Alpha, / }));
    expect(oneventclick).toHaveBeenCalledTimes(1);
    expect(onEventClick).not.toHaveBeenCalled();
    expect(warn.mock.calls.flat().join('\n')).toMatch(/calendar "names": onEventClick is the declarative option name/);
    warn.mockRestore();
  });

  it('a misspelt prop is named with the option meant (the hints part, as for the table), and left out', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    render(EventCalendar, { props: { id: 'typo', date: '2026-11-01', events, ...({ firstDayOfWek: 1 } as object) } });
    await vi.waitFor(() => expect(warn.mock.calls.flat().join('\n')).toMatch(/calendar "typo": firstDayOfWek is not a calendar option \(did you mean firstDayOfWeek\?\)/));
    expect(root().querySelector('[role="columnheader"], .ec-weekday')?.textContent).toMatch(/^Sun/);
    warn.mockRestore();
  });
});

describe('the class prop', () => {
  it("is added to the calendar's own class, and follows a change", async () => {
    const { container, rerender } = render(EventCalendar, { props: { date: '2026-11-01', events } });
    const outer = () => container.querySelector('.ec-calendar') as HTMLElement;
    expect(outer().className).toBe('ec-calendar');
    await rerender({ class: 'team-rota wide' });
    expect(outer().className).toBe('ec-calendar team-rota wide');
    await rerender({ class: undefined });
    expect(outer().className).toBe('ec-calendar');
  });
});
