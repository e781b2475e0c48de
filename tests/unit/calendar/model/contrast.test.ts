// Issue 14 item 3: an event's text colour is chosen automatically for WCAG AA
// contrast (4.5:1) against whatever colour the data or the palette gives it.
import { describe, expect, it } from 'vitest';
import { contrast, luminance, parseColor, textColorFor } from '../../../../src/calendar/model/contrast';
import { DEFAULT_COLORS, normalizeEvent } from '../../../../src/calendar/model/normalize';

const ratio = (bg: string, fg: string) => contrast(luminance(parseColor(bg)!), luminance(parseColor(fg)!));

describe('luminance and contrast follow WCAG 2', () => {
  it('black on white is 21:1, white on white 1:1, #767676 on white just passes AA', () => {
    expect(ratio('#fff', '#000')).toBeCloseTo(21, 5);
    expect(ratio('#ffffff', '#fff')).toBe(1);
    expect(ratio('#767676', '#fff')).toBeGreaterThanOrEqual(4.5);
    expect(ratio('#777777', '#fff')).toBeLessThan(4.5);
  });

  it('reads hex (3, 4, 6, 8 digits), rgb()/rgba() in both syntaxes and hsl()', () => {
    expect(parseColor('#f00')).toEqual([255, 0, 0]);
    expect(parseColor('#ff0000cc')).toEqual([255, 0, 0]);
    expect(parseColor('rgb(255, 0, 0)')).toEqual([255, 0, 0]);
    expect(parseColor('rgba(100% 0% 0% / .5)')).toEqual([255, 0, 0]);
    expect(parseColor('hsl(120deg 100% 25%)')!.map(Math.round)).toEqual([0, 128, 0]);
    expect(parseColor('hsla(0, 0%, 100%, 1)')!.map(Math.round)).toEqual([255, 255, 255]);
    expect(parseColor('rebeccapurple')).toBeNull();
  });
});

describe('the text colour reaches AA on every event colour', () => {
  // The demo API's category colours (demo/api/seed.mjs): white fails on most of them.
  const API = ['#3b82f6', '#ef4444', '#22c55e', '#f59e0b', '#8b5cf6', '#ec4899'];
  const GREYS = Array.from({ length: 52 }, (_, i) => `rgb(${i * 5}, ${i * 5}, ${i * 5})`);
  const HUES = Array.from({ length: 36 }, (_, i) => `hsl(${i * 10} 90% 55%)`);

  it.each([...API, ...DEFAULT_COLORS, ...GREYS, ...HUES])('%s', (color) => {
    const text = textColorFor(color);
    expect(ratio(color, text)).toBeGreaterThanOrEqual(4.5);
  });

  it('white where white reaches AA, dark text where it does not', () => {
    expect(textColorFor('#1d4ed8')).toBe('#fff');
    expect(textColorFor('#3b82f6')).not.toBe('#fff'); // 3.7:1 with white
    expect(textColorFor('#fff')).toBe('#111');
    expect(textColorFor('#8b5cf6')).toBe('#000'); // #111 gives 4.49:1 there
  });

  it('a colour it cannot read leaves the stylesheet colour (empty)', () => {
    expect(textColorFor('rebeccapurple')).toBe('');
  });

  // normalize.ts gives palette colours white without the contrast maths (a lazy chunk in the script bundles).
  it.each(DEFAULT_COLORS)('the default palette colour %s takes white', (color) => {
    expect(textColorFor(color)).toBe('#fff');
  });

  it('normalized events carry it', () => {
    const event = normalizeEvent({ title: 'T', start: '2026-11-05', color: '#f59e0b' }, 0, { scheduleMode: 'continuous', timezone: 'local', eventColors: DEFAULT_COLORS });
    expect(event!.textColor).not.toBe('#fff');
    expect(ratio('#f59e0b', event!.textColor)).toBeGreaterThanOrEqual(4.5);
  });
});
