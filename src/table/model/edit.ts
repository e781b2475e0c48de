/**
 * Saving a cell edit (issue "TableManager IV" 2, beyond the spec): where and
 * how a committed change goes, and what its answer means. Pure.
 *
 * `data-edit-url` names the endpoint; a `{id}` in it is replaced by the
 * row's id (encoded) and the request is a PUT, else a POST to the URL as
 * written. The body is JSON `{id, field, value}`.
 */
import { pathSegment } from '../../core/url';
import type { Row } from './types';

const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

export interface EditTarget {
  url: string;
  method: 'PUT' | 'POST';
}

/**
 * The request of a save of row `id`, from data-edit-url as written (its
 * origin is checked after this); null when the id cannot stand in a path
 * ('', '.', '..').
 */
export function editTarget(template: string, id: unknown): EditTarget | null {
  if (!template.includes('{id}')) return { url: template, method: 'POST' };
  const segment = pathSegment(id);
  return segment === null ? null : { url: template.split('{id}').join(segment), method: 'PUT' };
}

/** The body of a save. */
export function editBody(id: unknown, field: string, value: unknown): Record<string, unknown> {
  return { id, field, value };
}

/**
 * Fields of the saved row an answer carries (`row`, else an object `data`),
 * to merge into the store's row; null when there are none or they name
 * another row. `id` is never changed this way.
 */
export function savedRow(response: unknown, id: unknown): Row | null {
  if (!isObject(response)) return null;
  const row = isObject(response.row) ? response.row : isObject(response.data) ? response.data : null;
  if (!row || (row.id !== undefined && String(row.id) !== String(id))) return null;
  const out: Row = {};
  for (const key of Object.keys(row)) if (key !== 'id' && key !== '__proto__') out[key] = row[key];
  return out;
}

/** The values of a multiple select: an array, a JSON array string, or a comma-separated string. */
export function valueList(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String);
  if (value === null || value === undefined || value === '') return [];
  const text = String(value);
  if (text.startsWith('[')) {
    try {
      const parsed: unknown = JSON.parse(text);
      if (Array.isArray(parsed)) return parsed.map(String);
    } catch {
      // not JSON: read as a list
    }
  }
  return text.split(',').map((s) => s.trim());
}

/** An element id's keys of an errors map that belong to table `tableId`, with their messages. */
export function tableErrors(errors: unknown, tableId: string): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (!isObject(errors)) return out;
  const prefix = `${tableId}_`;
  for (const key of Object.keys(errors)) if (key.startsWith(prefix) && key !== prefix) out.set(key, errors[key]);
  return out;
}

/**
 * New rows (issue "TableManager IV", beyond the spec). A row whose id starts
 * with `tmp-` was made on this page (Add row, Copy) and is not on the server
 * yet; a server must not use such ids.
 */
export function isTempId(id: unknown): id is string {
  return typeof id === 'string' && id.startsWith('tmp-');
}

/**
 * Where the first save of a new row goes: a POST to data-edit-url without
 * its `/{id}` segment (`/items/{id}?t=1` → `/items?t=1`: the collection, as
 * a resource route names it; any other `{id}` becomes empty).
 */
export function createTarget(template: string): EditTarget {
  return { url: template.replace(/\/\{id\}(?=[/?#]|$)/g, '').split('{id}').join(''), method: 'POST' };
}

/**
 * The body of a new row's first save: `id` null, its temporary id (an
 * errors map names the row's controls by it), the field and value, and
 * the whole row without its id (so required fields arrive).
 */
export function createBody(tempId: string, field: string, value: unknown, row: Row): Record<string, unknown> {
  const fields: Row = {};
  for (const key of Object.keys(row)) if (key !== 'id' && key !== '__proto__') fields[key] = row[key];
  return { id: null, tempId, field, value, row: fields };
}

/** The id a server gave a new row: the answer's `row.id`, else `data.id`, else `id`; null when none is usable. */
export function createdId(response: unknown): string | number | null {
  if (!isObject(response)) return null;
  const from = [isObject(response.row) ? response.row.id : undefined, isObject(response.data) ? response.data.id : undefined, response.id];
  for (const id of from) {
    if (typeof id === 'number' && Number.isFinite(id)) return id;
    if (typeof id === 'string' && id.trim() !== '' && !isTempId(id)) return id;
  }
  return null;
}

/**
 * Deleting a saved row with data-edit-url: a DELETE to the URL with `{id}`
 * replaced; a URL without `{id}` gets the body `{id}`. Null when the id
 * cannot stand in a path.
 */
export function deleteTarget(template: string, id: unknown): { url: string; body?: { id: unknown } } | null {
  if (!template.includes('{id}')) return { url: template, body: { id } };
  const segment = pathSegment(id);
  return segment === null ? null : { url: template.split('{id}').join(segment) };
}
