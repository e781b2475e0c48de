/**
 * The `shadow` attribute (issue 49 item 4): the widget in the element's shadow root, styled by
 * Almanac's stylesheets adopted there as one constructed stylesheet per document, shared by every
 * shadow root (no <style> element: a strict CSP allows it). Its rules are copied from the page's
 * stylesheets whose address names almanac (dist/almanac.css, a part's own stylesheet...), else from
 * every stylesheet the page can read; copied again when a stylesheet loads later (a part's <link>,
 * added by the loader when the part is first used).
 */
const made = new WeakMap<Document, CSSStyleSheet>();

function fill(doc: Document, sheet: CSSStyleSheet): void {
  const sheets = [...doc.styleSheets];
  const ours = sheets.filter((s) => /almanac/.test(s.href ?? ''));
  const text = (ours.length ? ours : sheets).flatMap((s) => {
    try {
      return [...s.cssRules].map((r) => r.cssText);
    } catch {
      return []; // another origin's stylesheet: its rules cannot be read
    }
  });
  sheet.replaceSync(text.join('\n'));
}

export function adopt(host: HTMLElement): ShadowRoot {
  const root = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
  const doc = host.ownerDocument;
  let sheet = made.get(doc);
  if (!sheet) {
    const mine = (sheet = new CSSStyleSheet());
    made.set(doc, mine);
    fill(doc, mine);
    doc.addEventListener('load', (e) => (e.target as Element).localName === 'link' && fill(doc, mine), true);
  }
  root.adoptedStyleSheets = [sheet];
  return root;
}
