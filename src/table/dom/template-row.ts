/**
 * A row template as an attachment on the `<tr>` the body renders for a row
 * (template chunk): the filled template is parsed inert (a `<template>`
 * element), its first row's attributes and cells go onto that `<tr>`, and any
 * further rows of the template are put after it and taken away with it. A
 * template without a `<tr>` (cells only) fills the `<tr>` itself.
 */
import { renderTemplate } from '../model/row-template';
import type { Row } from '../model/types';

export function templateRow(html: string, row: Row): (tr: HTMLTableRowElement) => () => void {
  return (tr) => {
    const parsed = tr.ownerDocument.createElement('template');
    parsed.innerHTML = renderTemplate(html, row);
    const rows = Array.from(parsed.content.children).filter((el) => el.tagName === 'TR');
    const [first, ...rest] = rows;
    if (first) {
      for (const { name, value } of Array.from(first.attributes)) tr.setAttribute(name, value);
      tr.append(...Array.from(first.childNodes));
    } else {
      tr.append(parsed.content);
    }
    tr.after(...rest);
    return () => rest.forEach((extra) => extra.remove());
  };
}
