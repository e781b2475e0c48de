/**
 * Keeps the page author's own attributes of a th (id, title, abbr...) on the
 * rendered th: an attachment, `{@attach pageAttributes(column.headerAttrs)}`.
 * Not a spread: spreads pull a large part of the Svelte runtime into the
 * bundle. Event handler attributes (on*) are never copied.
 */
/** Copies of the page author's th content, put first in the header cell or its sort button. */
export function headerContent(nodes: readonly Node[] | undefined) {
  return (node: Element) => {
    const copies = (nodes ?? []).map((n) => n.cloneNode(true));
    node.prepend(...copies);
    return () => copies.forEach((n) => n.parentNode?.removeChild(n));
  };
}

export function pageAttributes(attrs: Record<string, string>) {
  return (node: Element) => {
    const names = Object.keys(attrs).filter((name) => !name.startsWith('on'));
    for (const name of names) node.setAttribute(name, attrs[name]);
    return () => names.forEach((name) => node.removeAttribute(name));
  };
}
