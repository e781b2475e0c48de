// selectValue: a <select>'s value as Svelte's value={...} sets it, without the select binding runtime.
import { describe, expect, it } from 'vitest';
import { selectValue } from '../../../src/core/select-value';

function select(values: string[], multiple = false): HTMLSelectElement {
  const el = document.createElement('select');
  el.multiple = multiple;
  for (const v of values) el.append(new Option(v.toUpperCase(), v));
  return el;
}

describe('selectValue', () => {
  it('selects the option with the value; numbers match their text', () => {
    const el = select(['10', '25', '50']);
    selectValue(25)(el);
    expect(el.selectedIndex).toBe(1);
    selectValue('50')(el);
    expect(el.value).toBe('50');
  });

  it('selects nothing when no option has the value, as Svelte does (not the first option)', () => {
    const el = select(['', 'a', 'b']);
    selectValue('zz')(el);
    expect(el.selectedIndex).toBe(-1);
  });

  it('applied again once the options are there', () => {
    const el = select(['']);
    selectValue('b')(el);
    expect(el.selectedIndex).toBe(-1);
    el.append(new Option('A', 'a'), new Option('B', 'b'));
    selectValue('b', ['a', 'b'])(el);
    expect(el.value).toBe('b');
  });
});
