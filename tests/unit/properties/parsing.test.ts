// Hardening 7: property-based tests (fast-check) for attribute parsing and payload normalisation:
// whatever a page or a server sends, parsing never throws and what comes out is well-formed.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parsers } from '../../../src/core/attrs';
import { normalizePayload } from '../../../src/table/model/protocol';
import { LIMITS } from '../../../src/table/model/limits';
import { columnsFromMeta } from '../../../src/table/model/columns';
import { DEFAULT_COLORS, normalizeEvents } from '../../../src/calendar/model/normalize';

const quiet = () => {};
/** Attribute text: anything, plus the shapes the parsers look for. */
const attrText = fc.oneof(fc.string(), fc.string({ unit: 'binary' }), fc.constantFrom('', 'true', 'false', '1e308', '-0', ' 12 ', '[1,2]', '{"a":1}', '__proto__', '{"__proto__":{"x":1}}'));

describe('attribute parsers never throw; a value comes out valid or not at all (and then is reported)', () => {
  it('int(min, max): a whole number within range, else undefined with a report', () => {
    fc.assert(fc.property(attrText, fc.integer({ min: -5, max: 5 }), (raw, min) => {
      let reported = false;
      const n = parsers.int(min, min + 10)(raw, () => (reported = true));
      if (n === undefined) return reported;
      return Number.isInteger(n) && n >= min && n <= min + 10 && !reported;
    }), { numRuns: 500 });
  });

  it('number, flag, list, intList, jsonObject and oneOf never throw and report whenever they give nothing (lists may be empty)', () => {
    fc.assert(fc.property(attrText, (raw) => {
      for (const parse of [parsers.number(0), parsers.flag, parsers.intList, parsers.jsonObject, parsers.oneOf('a', 'b')]) {
        let reported = false;
        const v = parse(raw, () => (reported = true));
        if (v === undefined && !reported) return false;
      }
      const list = parsers.list(raw, quiet);
      return list === undefined || list.every((s) => typeof s === 'string');
    }), { numRuns: 500 });
  });

  it('jsonObject never yields an object whose prototype was changed', () => {
    fc.assert(fc.property(fc.jsonValue(), (value) => {
      const v = parsers.jsonObject(JSON.stringify(value), quiet);
      return v === undefined || Object.getPrototypeOf(v) === Object.prototype;
    }), { numRuns: 300 });
  });
});

describe('table payloads: normalizePayload never throws; rows are distinct objects; meta numbers are sane', () => {
  const payload = fc.oneof(
    fc.anything(),
    fc.array(fc.oneof(fc.object(), fc.anything())),
    fc.record({ data: fc.array(fc.oneof(fc.object(), fc.anything())), meta: fc.dictionary(fc.constantFrom('page', 'pageSize', 'total', 'totalPages', 'per_page', 'lastPage'), fc.oneof(fc.double(), fc.integer(), fc.string(), fc.constant(null))) }),
  );
  it('holds for any value', () => {
    fc.assert(fc.property(payload, (raw) => {
      const p = normalizePayload(raw, null, quiet);
      if (!p) return true;
      const objects = p.rows.every((r) => r !== null && typeof r === 'object' && !Array.isArray(r));
      const distinct = new Set(p.rows).size === p.rows.length;
      const m = p.meta;
      const sane = !m || (Number.isInteger(m.page) && m.page >= 1 && m.page <= LIMITS.page && Number.isInteger(m.pageSize) && m.pageSize >= 0
        && m.pageSize <= LIMITS.pageSize && Number.isInteger(m.total) && m.total >= 0 && m.total <= LIMITS.total);
      return objects && distinct && sane;
    }), { numRuns: 1000 });
  });

  it('column metadata: any array gives columns with a string field and a label, never throwing', () => {
    fc.assert(fc.property(fc.array(fc.oneof(fc.anything(), fc.dictionary(fc.constantFrom('field', 'label', 'sort', 'visible', 'options', 'format', 'decimals', 'rows', '__proto__'), fc.anything()))), (meta) => {
      return columnsFromMeta(meta, quiet).every((c) => typeof c.field === 'string' && typeof c.label === 'string');
    }), { numRuns: 500 });
  });
});

describe('calendar events: normalizeEvents never throws; every event ends no earlier than it starts', () => {
  const dateLike = fc.oneof(fc.date(), fc.integer(), fc.double(), fc.string(), fc.constantFrom('2026-11-12', '2026-11-12T10:00', '2026-11-12T25:00', '2026-02-30', null), fc.anything());
  const rawEvent = fc.record({ id: fc.anything(), title: fc.anything(), start: dateLike, end: dateLike, allDay: fc.anything(), color: fc.anything(), scheduleType: fc.constantFrom('continuous', 'recurring-slot', 'x'), startTime: fc.string(), endTime: fc.string() }, { requiredKeys: [] });
  it('holds for any list', () => {
    fc.assert(fc.property(fc.oneof(fc.array(fc.oneof(rawEvent, fc.anything())), fc.anything()), (list) => {
      const events = normalizeEvents(list, { scheduleMode: 'continuous', timezone: 'local', eventColors: DEFAULT_COLORS }, quiet);
      return events.every((e) => e.startDay <= e.endDay && e.start.getTime() <= e.end.getTime() && typeof e.title === 'string' && !/[;{}]|url\(/i.test(e.color));
    }), { numRuns: 1000 });
  });
});
