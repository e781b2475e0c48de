// Helpers of the hostile suite (hostile-*.e2e.ts): open a hostile demo page with
// watchers for requests and dialogs, and the checks every place must pass —
// nothing ran (window.__pwned, dialogs, CSP violations), no request went where it
// should not, and the widget's DOM holds no handler, script URL, or stray style.
import { expect } from 'vitest';
import { openPage, type OpenOptions, type TestPage } from './harness';
import { HOSTILE } from '../../demo/api/hostile-corpus.mjs';

export { HOSTILE };

/** Same-origin paths the hostile pages may request; anything else is a failure. */
const ALLOWED_PATHS = [
  /^\/hostile-[a-z]+\.html$/, /^\/dist\/almanac\.(?:js|css)$/, /^\/dist\/almanac-[A-Za-z.-]+-[\w-]{6}\.(?:js|css)$/, /^\/demo\.css$/, /^\/js\/hostile-[a-z]+\.js$/, /^\/favicon\.ico$/,
  /^\/api\/hostile\/(?:corpus|rows|events)$/, /^\/api\/hostile\/events\/[^/]+\/click$/, /^\/api\/hostile\/save\/\d+$/,
];

export interface Watched {
  page: TestPage;
  /** Every request URL, in order. */
  requests: URL[];
  /** Every dialog (alert/confirm/prompt) that opened: a payload ran. */
  dialogs: string[];
}

/** Open a hostile page, recording requests and dialogs from the start. */
export async function openHostile(path: string, options: Omit<OpenOptions, 'before'> = {}): Promise<Watched> {
  const requests: URL[] = [];
  const dialogs: string[] = [];
  const page = await openPage(path, {
    ...options,
    before: (p) => {
      p.on('request', (request) => requests.push(new URL(request.url())));
      p.on('dialog', (dialog) => {
        dialogs.push(dialog.message());
        void dialog.dismiss().catch(() => {});
      });
    },
  });
  return { page, requests, dialogs };
}

/** Nothing ran: no dialog, window.__pwned still false, no CSP violation, and only allowed requests. */
export async function expectNothingRan({ page, requests, dialogs }: Watched): Promise<void> {
  const state = await page.evaluate(() => {
    const w = window as unknown as { __pwned: unknown; __violations: string[] };
    return { pwned: w.__pwned, violations: w.__violations };
  });
  expect(state.pwned, 'window.__pwned').toBe(false);
  expect(state.violations, 'securitypolicyviolation events').toEqual([]);
  expect(dialogs, 'dialogs').toEqual([]);
  const origin = new URL(page.url()).origin;
  const stray = requests.filter((u) => u.origin !== origin || !ALLOWED_PATHS.some((re) => re.test(u.pathname)));
  expect(stray.map(String), 'requests to URLs that should not be requested').toEqual([]);
}

/**
 * Problems in the DOM under `selector`: elements that only markup from data
 * would create, event-handler attributes, URL attributes whose scheme is not
 * http/https/mailto/tel, inline styles other than the widgets' own layout
 * properties, and a colour variable that is not one CSS colour.
 */
export function domProblems(page: TestPage, selector: string): Promise<string[]> {
  return page.evaluate((sel) => {
    const problems: string[] = [];
    const FOREIGN = new Set(['script', 'iframe', 'object', 'embed', 'img', 'svg', 'style', 'link', 'meta', 'base', 'frame', 'math', 'video', 'audio']);
    const URL_ATTR = /^(?:href|src|action|formaction|xlink:href|poster|srcset|background|data|ping)$/i;
    const LAYOUT = /^(?:--ec-[a-z-]+|grid-(?:row|column)(?:-start|-end)?|height|width|top|left|inset-(?:block|inline)-(?:start|end))$/;
    for (const root of Array.from(document.querySelectorAll(sel))) {
      for (const el of [root, ...Array.from(root.querySelectorAll('*'))]) {
        const where = `${el.localName}${el.id ? `#${el.id}` : ''}`;
        if (FOREIGN.has(el.localName)) problems.push(`<${el.localName}> element`);
        for (const a of Array.from(el.attributes)) {
          if (/^on/i.test(a.name) || a.name === 'srcdoc' || a.name === 'autofocus') problems.push(`${where} [${a.name}]`);
          if (URL_ATTR.test(a.name)) {
            let protocol = 'unparsable';
            try { protocol = new URL(a.value, location.href).protocol; } catch { /* counted below */ }
            if (!/^(?:https?|mailto|tel):$/.test(protocol)) problems.push(`${where} [${a.name}] is ${protocol}`);
          }
        }
        const style = (el as HTMLElement).style;
        for (const prop of Array.from(style ?? [])) {
          const value = style.getPropertyValue(prop);
          if (!LAYOUT.test(prop)) problems.push(`${where} style ${prop}: ${value}`);
          if (/url\(|var\(|expression|;/i.test(value)) problems.push(`${where} style ${prop}: ${value}`);
          if (prop === '--ec-event-color' && !CSS.supports('color', value)) problems.push(`${where} colour ${value}`);
        }
        if (el.localName !== 'dialog' && getComputedStyle(el).position === 'fixed') problems.push(`${where} is position: fixed`);
      }
    }
    return problems;
  }, selector);
}

/** Places tried per file, for the "hostile strings × places" figure printed at the end of a run. */
export function reportFigure(file: string, places: readonly string[], tried = HOSTILE.length * places.length): void {
  console.log(`[hostile] ${file}: ${HOSTILE.length} strings × ${places.length} places, ${tried} tried (${places.join(', ')})`);
}
