/**
 * The `shadow` attribute (issue 49 item 4): the widget in the element's shadow root, styled by
 * Almanac's stylesheets adopted there as one constructed stylesheet (no <style> element: a strict
 * CSP allows it). The rules are copied from the page's stylesheets whose address names almanac
 * (dist/almanac.css, almanac-table.css, ...), else from every stylesheet the page can read.
 */
export function adopt(host: HTMLElement): ShadowRoot {
  const root = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
  const sheets = [...host.ownerDocument.styleSheets];
  const ours = sheets.filter((s) => /almanac/.test(s.href ?? ''));
  const text = (ours.length ? ours : sheets).flatMap((s) => {
    try {
      return [...s.cssRules].map((r) => r.cssText);
    } catch {
      return []; // another origin's stylesheet: its rules cannot be read
    }
  });
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(text.join('\n'));
  root.adoptedStyleSheets = [sheet];
  return root;
}
