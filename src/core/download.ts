/**
 * Hand a file to the browser: a hidden `<a download>` clicked once (a response's `download`
 * action, core/actions.ts; downloadBlob below: a table's export, the calendar's .ics). `name` '' keeps the server's.
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

/** Hand `content` to the browser as a download named `name`, through a temporary object URL of type `type`. */
export function downloadBlob(content: BlobPart, name: string, type: string): void {
  const url = URL.createObjectURL(new Blob([content], { type }));
  try {
    clickDownload(url, name);
  } finally {
    // Revoked a moment later: the browser reads the blob after the click.
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }
}
