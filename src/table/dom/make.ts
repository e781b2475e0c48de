/** A new element with a class and, when given, its text (textContent: never parsed as HTML). */
export function element<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text?: string): HTMLElementTagNameMap[K] {
  const made = document.createElement(tag);
  made.className = className;
  if (text) made.textContent = text;
  return made;
}
