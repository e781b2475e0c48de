// Colours from data: an event colour is used only when it is a single CSS colour; otherwise warn and use the palette.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_COLORS, normalizeEvent, normalizeEvents } from '../../../../src/calendar/model/normalize';
import { isStrictColorSyntax, safeCssColor } from '../../../../src/core/css-color';
import { checkOptions } from '../../../../src/calendar/model/options';

const OPTIONS = { scheduleMode: 'continuous' as const, timezone: 'local' as const, eventColors: DEFAULT_COLORS };
const colorOf = (color: unknown, report = vi.fn()) => normalizeEvent({ title: 'T', start: '2024-03-05', color }, 0, OPTIONS, report)!.color;

const HOSTILE = ['red;position:fixed;inset:0', 'red; background: url(//evil.example/x)', 'url(//evil.example/x)', 'URL(x)',
  'var(--ec-bg)', 'expression(alert(1))', 'red}body{display:none', 'red{', '\\72 ed', 'red/*x*/', '"red"', "'red'",
  'rgb(1,2,3);color:red', '<svg>', '@import x', 'image-set("x" 1x)', 'attr(data-x)', 'env(safe-area-inset-top)', 'x'.repeat(200)];

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('an event colour must be a single CSS colour', () => {
  it.each(HOSTILE)('%j is refused: the palette colour is used and one warning says why', (color) => {
    const report = vi.fn();
    expect(colorOf(color, report)).toBe(DEFAULT_COLORS[0]);
    expect(report).toHaveBeenCalledTimes(1);
    expect(String(report.mock.calls[0][0])).toMatch(/is not a CSS colour — palette colour used$/);
  });

  it.each(['#abc', '#abcd', '#a1b2c3', '#a1b2c3d4', 'rebeccapurple', 'RED', 'rgb(1, 2, 3)', 'rgba(1,2,3,.5)', 'rgb(10% 20% 30% / 0.5)', 'hsl(120deg 50% 50%)', 'hsla(120, 50%, 50%, 1)'])(
    '%j is accepted as given (trimmed)', (color) => {
      const report = vi.fn();
      expect(colorOf(` ${color} `, report)).toBe(color);
      expect(report).not.toHaveBeenCalled();
    });

  it('the text colour follows the palette colour when the given one is refused', () => {
    const event = normalizeEvent({ start: '2024-03-05', color: 'url(//x)' }, 0, OPTIONS)!;
    expect(event.textColor).toBe('#fff');
  });

  it('a list with one refused colour warns once per distinct value', () => {
    const seen = new Set<string>();
    normalizeEvents([{ start: '2024-03-05', color: 'url(//x)' }, { start: '2024-03-06', color: 'url(//x)' }], OPTIONS, (p) => seen.add(p));
    expect(seen.size).toBe(1);
  });
});

describe('safeCssColor: CSS.supports where the page has it, strict syntax without', () => {
  it('asks CSS.supports when present, after the forbidden-text check', () => {
    const supports = vi.fn((_: string, v: string) => v === 'color-mix(in srgb, red, blue)' || v === 'url(x)');
    vi.stubGlobal('CSS', { supports });
    expect(safeCssColor('color-mix(in srgb, red, blue)')).toBe('color-mix(in srgb, red, blue)');
    expect(safeCssColor('url(x)')).toBeNull();
    expect(supports).toHaveBeenCalledWith('color', 'color-mix(in srgb, red, blue)');
    expect(supports).not.toHaveBeenCalledWith('color', 'url(x)');
  });

  it('without CSS, only hex, rgb/rgba/hsl/hsla of numbers and names of letters', () => {
    expect(typeof (globalThis as { CSS?: unknown }).CSS).toBe('undefined');
    for (const ok of ['#fff', 'rgb(0 0 0)', 'navy']) expect(isStrictColorSyntax(ok)).toBe(true);
    for (const bad of ['#ff', '#fffffffff', 'rgb(a,b,c)', 'color-mix(in srgb, red, blue)', 'red blue', 'red1', '']) {
      expect(safeCssColor(bad)).toBeNull();
    }
  });
});

// The palette (spec: eventColors, "Fallback colours when an event has no color") is written into the same
// inline styles as an event's own colour, so it follows the same rule.
describe('eventColors: the palette holds single CSS colours only', () => {
  const palette = (eventColors: unknown) => {
    const problems: string[] = [];
    const out = checkOptions({ eventColors }, (name, p) => problems.push(`${name} ${p}`));
    return { colors: out.eventColors, problems };
  };

  it.each(HOSTILE)('%j is left out of the palette, with one warning naming the option', (color) => {
    const { colors, problems } = palette(['#123456', color, 'navy']);
    expect(colors).toEqual(['#123456', 'navy']);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^eventColors .*not CSS colours.* left out/);
  });

  it('every refused entry is named in that one warning; entries that are no strings are refused too', () => {
    const { colors, problems } = palette(['red;inset:0', 7, { color: 'red' }, null, ' teal ']);
    expect(colors).toEqual(['teal']);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain('"red;inset:0"');
    expect(problems[0]).toContain('7');
  });

  it('a palette with no usable colour is left out as a whole: the built-in palette stays', () => {
    const { colors, problems } = palette(['url(//evil.example/x)', 'red}body{display:none']);
    expect(colors).toBeUndefined();
    expect(problems).toHaveLength(1);
  });

  it('a comma-separated string is split between colours, never inside one (rgb(1, 2, 3))', () => {
    expect(palette('rgb(1, 2, 3), hsl(120deg 50% 50%),#abc').colors).toEqual(['rgb(1, 2, 3)', 'hsl(120deg 50% 50%)', '#abc']);
    const { colors, problems } = palette('teal, red;inset:0');
    expect(colors).toEqual(['teal']);
    expect(problems).toHaveLength(1);
  });

  it('a JSON array as text is read as the list options read it, each entry checked', () => {
    const { colors, problems } = palette('["rgb(1, 2, 3)", "red;inset:0", "#abc"]');
    expect(colors).toEqual(['rgb(1, 2, 3)', '#abc']);
    expect(problems).toHaveLength(1);
  });

  it('good palettes pass unchanged and without a warning', () => {
    expect(palette(['#a1b2c3', 'rgba(1,2,3,.5)', 'rebeccapurple'])).toEqual({ colors: ['#a1b2c3', 'rgba(1,2,3,.5)', 'rebeccapurple'], problems: [] });
  });
});
