// Issue 21 item 4: the Svelte EventCalendar's eventContent snippet draws what an event shows, in
// every view, given the event, its shown title and time and the view; the button around it (its
// accessible name, colour and keyboard) stays the calendar's.
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/svelte';
import ContentCalendar from './ContentCalendar.svelte';

describe('eventContent snippet', () => {
  it('month view: the app draws each event (title, time, its own fields); the button keeps its name', () => {
    const { container } = render(ContentCalendar, { props: { view: 'month' } });
    const standup = screen.getByRole('button', { name: /Standup, / });
    expect(standup.querySelector('b.mine')!.textContent).toBe('Standup');
    expect(standup.querySelector('b.mine')!.getAttribute('data-view')).toBe('month');
    expect(standup.querySelector('.mine-time')!.textContent).toMatch(/9/);
    expect(standup.querySelector('.mine-cat')!.textContent).toBe('team');
    expect(standup.querySelector('.ec-event-title')).toBeNull();
    const offsite = [...container.querySelectorAll('[data-event-id="b"]')];
    expect(offsite.length).toBeGreaterThan(0);
    expect(offsite.every((el) => el.querySelector('b.mine')?.textContent === 'Offsite')).toBe(true);
  });

  it('week view: timed blocks and the all-day lane use it too', () => {
    const { container } = render(ContentCalendar, { props: { view: 'week' } });
    const block = container.querySelector('[data-event-id="a"]')!;
    expect(block.querySelector('b.mine')!.getAttribute('data-view')).toBe('week');
    expect(block.querySelector('.mine-time')!.textContent).toMatch(/9/);
    expect(container.querySelector('[data-event-id="b"] b.mine')!.textContent).toBe('Offsite');
  });

  it('week view: a snippet given or taken away after the grid is drawn changes its blocks (the grid renders the shared markup itself)', async () => {
    const { container, rerender } = render(ContentCalendar, { props: { view: 'week', own: false } });
    const block = () => container.querySelector('.ec-timed-event[data-event-id="a"]')!;
    expect(block().querySelector('b.mine')).toBeNull();
    expect(block().textContent).toBe('09:00–09:15 Standup');
    await rerender({ view: 'week', own: true });
    expect(block().querySelector('b.mine')!.textContent).toBe('Standup');
    expect(block().querySelector('.ec-event-title')).toBeNull();
    await rerender({ view: 'week', own: false });
    expect(block().querySelector('b.mine')).toBeNull();
    expect(block().querySelector('.ec-event-time')!.textContent).toBe('09:00–09:15');
  });
});
