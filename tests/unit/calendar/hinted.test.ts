// An unknown calendar option's warning names the option it most likely misspells, by the table's rule
// (core/hints.ts closestName), once the hints part is loaded; every other problem is said at once.
import { describe, expect, it, vi } from 'vitest';
import { hinted } from '../../../src/calendar/hinted';
import { checkOptions, UNKNOWN_OPTION } from '../../../src/calendar/model/options';

describe('hinted: did-you-mean for unknown calendar options', () => {
  it('a misspelt option: the warning names the one meant, after the hints part is loaded', async () => {
    const said: string[] = [];
    checkOptions({ busnessHours: '09:00-17:00', firstDayOfWek: 1 }, hinted((name, problem) => said.push(`${name} ${problem}`)));
    expect(said).toEqual([]);
    await vi.waitFor(() => expect(said).toHaveLength(2));
    expect(said.sort()).toEqual([
      'busnessHours is not a calendar option (did you mean businessHours?)',
      'firstDayOfWek is not a calendar option (did you mean firstDayOfWeek?)',
    ]);
  });

  it('a name near no option (more edits than the rule allows): the warning without a suggestion', async () => {
    const said: string[] = [];
    // maxEvents is six letters short of maxEventsPerDay (two edits at most for long names); colour is near none.
    checkOptions({ maxEvents: 4, colour: 'red' }, hinted((name, problem) => said.push(`${name} ${problem}`)));
    await vi.waitFor(() => expect(said).toHaveLength(2));
    expect(said.sort()).toEqual(['colour is not a calendar option', 'maxEvents is not a calendar option']);
  });

  it('every other problem is said at once, unchanged', () => {
    const said: string[] = [];
    checkOptions({ firstDayOfWeek: 9 }, hinted((name, problem) => said.push(`${name} ${problem}`)));
    expect(said).toHaveLength(1);
    expect(said[0]).toMatch(/^firstDayOfWeek 9 is out of range/);
    expect(said[0]).not.toContain(UNKNOWN_OPTION);
  });
});
