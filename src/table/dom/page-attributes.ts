/**
 * Keeps the page author's own attributes of a th (id, title, abbr...) on the
 * rendered th. An action instead of a spread: spreads pull a large part of
 * the Svelte runtime into the bundle.
 */
export function pageAttributes(node: HTMLElement, attrs: Record<string, string>) {
  let current: Record<string, string> = {};
  const apply = (next: Record<string, string>) => {
    for (const name of Object.keys(current)) if (!(name in next)) node.removeAttribute(name);
    for (const [name, value] of Object.entries(next)) if (!name.startsWith('on')) node.setAttribute(name, value);
    current = next;
  };
  apply(attrs);
  return { update: apply };
}
