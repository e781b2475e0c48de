/**
 * Hand a file to the browser: a hidden `<a download>` clicked once (a response's `download`
 * action, core/actions.ts; a table's export, table/dom/export.ts). `name` '' keeps the server's.
 */
export function clickDownload(href: string, name: string): void {
  const link = document.createElement('a');
  link.href = href;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
  }
}
