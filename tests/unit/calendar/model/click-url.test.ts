// Click-to-API URL templates fill each placeholder as one path segment (core/url.ts pathSegment).
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DEFAULT_COLORS, normalizeEvent } from '../../../../src/calendar/model/normalize';
import { fillUrlTemplate } from '../../../../src/calendar/model/remote';

const eventWith = (payload: Record<string, unknown>) =>
  normalizeEvent({ title: 'T', start: '2024-03-05', ...payload }, 0, { scheduleMode: 'continuous', timezone: 'local', eventColors: DEFAULT_COLORS })!;
const TEMPLATE = '/api/events/{id}/click?room={meta.room}';

describe('fillUrlTemplate: a dot-segment value refuses the whole fill', () => {
  it.each(['.', '..'])('id %j gives null (the request would leave /api/events/{id}/)', (id) => {
    expect(fillUrlTemplate(TEMPLATE, eventWith({ id, meta: { room: 'A' } }))).toBeNull();
    expect(fillUrlTemplate(TEMPLATE, eventWith({ id: 7, meta: { room: id } }))).toBeNull();
  });

  it('other values are encoded as one segment; missing ones stay as they are', () => {
    expect(fillUrlTemplate(TEMPLATE, eventWith({ id: '../admin', meta: { room: 'R&D 1' } }))).toBe('/api/events/..%2Fadmin/click?room=R%26D%201');
    expect(fillUrlTemplate('/e/{id}/{missing}', eventWith({ id: '%2e%2e' }))).toBe('/e/%252e%252e/{missing}');
  });

  it('property: a filled id is always exactly the one segment between /events/ and /click', () => {
    fc.assert(fc.property(fc.oneof(fc.string(), fc.constantFrom('.', '..', '../..', '%2e', '/', '\\..')), (id) => {
      const url = fillUrlTemplate('/api/events/{id}/click', eventWith({ id }));
      if (url === null) return;
      const path = new URL(url, 'https://app.example').pathname;
      expect(path.startsWith('/api/events/') && path.endsWith('/click') && path.split('/').length === 5).toBe(true);
    }), { numRuns: 1000 });
  });
});
