// The docs' Svelte quick starts run as written (issue 13 item 6): docs/examples/*.svelte are the
// files docs/table.md and docs/calendar.md show (scripts/docs.mjs), mounted here as an app would.
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/svelte';
import TableQuickStart from '../../docs/examples/TableQuickStart.svelte';
import CalendarQuickStart from '../../docs/examples/CalendarQuickStart.svelte';

const poll = <T>(read: () => T) => expect.poll(read, { timeout: 8000 });

describe('docs quick starts', () => {
  it('the table quick start shows its rows, a footer sum, and its Restock action updates the rows', { timeout: 30_000 }, async () => {
    render(TableQuickStart);
    const rows = () => screen.getAllByRole('row').filter((r) => r.closest('tbody'));
    expect(rows().map((r) => within(r).getAllByRole('cell').map((c) => c.textContent?.trim()).filter(Boolean)[0])).toEqual(['Apples', 'Pears', 'Plums']);
    expect(screen.getByRole('searchbox')).toBeInTheDocument();
    await poll(() => document.querySelector('tfoot')?.textContent).toMatch(/52/);
    const restock = await vi.waitFor(() => screen.getByRole('button', { name: /Restock/ }), { timeout: 8000 });
    await fireEvent.click(restock);
    await poll(() => document.querySelector('tfoot')?.textContent).toMatch(/62/);
    await fireEvent.click(screen.getByRole('checkbox', { name: /Select row Apples/ }));
    await poll(() => screen.queryByText('1 selected', { selector: 'p' })).not.toBeNull();
  });

  it('the calendar quick start shows the all-day and the timed event, adds one, and follows its view', { timeout: 30_000 }, async () => {
    render(CalendarQuickStart);
    expect(screen.getAllByText('Conference').length).toBeGreaterThan(0);
    expect(screen.getAllByText(/Stand-up/).length).toBeGreaterThan(0);
    await fireEvent.click(screen.getByRole('button', { name: 'Add a review' }));
    await poll(() => screen.queryAllByText(/Review/).length).toBeGreaterThan(0);
    await fireEvent.click(screen.getByRole('button', { name: /^week$/i }));
    await poll(() => screen.getByText(/Showing the/).textContent).toMatch(/week view/);
  });
});
