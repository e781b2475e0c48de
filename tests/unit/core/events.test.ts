import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { EventBus, emitCalendarEvent, emitPublic, emitTableEvent, eventManager, hostEventManager } from '../../../src/core/events';

let errorSpy: MockInstance<typeof console.error>;
beforeEach(() => {
  errorSpy = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  for (const name of ['table:render', 'table:filterAction', 'table:loaded', 'eventcalendar:eventClick']) eventManager.off(name);
});

describe('EventBus on / off / emit', () => {
  it('emit calls every handler of that name with the argument', () => {
    const bus = new EventBus();
    const a = vi.fn();
    const b = vi.fn();
    const other = vi.fn();
    bus.on('x', a);
    bus.on('x', b);
    bus.on('y', other);
    bus.emit('x', { n: 1 });
    expect(a).toHaveBeenCalledWith({ n: 1 });
    expect(b).toHaveBeenCalledWith({ n: 1 });
    expect(other).not.toHaveBeenCalled();
  });

  it('off(name, handler) removes that handler only', () => {
    const bus = new EventBus();
    const a = vi.fn();
    const b = vi.fn();
    bus.on('x', a);
    bus.on('x', b);
    bus.off('x', a);
    bus.emit('x');
    expect(a).not.toHaveBeenCalled();
    expect(b).toHaveBeenCalledTimes(1);
  });

  it('off(name) removes every handler of the name', () => {
    const bus = new EventBus();
    const a = vi.fn();
    bus.on('x', a);
    bus.on('x', vi.fn());
    bus.off('x');
    bus.emit('x');
    expect(a).not.toHaveBeenCalled();
  });

  it('on returns an unsubscribe function', () => {
    const bus = new EventBus();
    const a = vi.fn();
    const stop = bus.on('x', a);
    bus.emit('x');
    stop();
    bus.emit('x');
    expect(a).toHaveBeenCalledTimes(1);
  });

  it('emitting a name without handlers, or off on an unknown name, does nothing', () => {
    const bus = new EventBus();
    expect(() => bus.emit('nobody')).not.toThrow();
    expect(() => bus.off('nobody', vi.fn())).not.toThrow();
  });

  it('a handler that unsubscribes itself during emit does not skip the others', () => {
    const bus = new EventBus();
    const b = vi.fn();
    const stop = bus.on('x', () => stop());
    bus.on('x', b);
    bus.emit('x');
    expect(b).toHaveBeenCalledTimes(1);
  });
});

describe('a throwing handler does not stop the others', () => {
  it('reports the error with console.error and calls the next handler', () => {
    const bus = new EventBus();
    const after = vi.fn();
    const boom = new Error('boom');
    bus.on('x', () => { throw boom; });
    bus.on('x', after);
    expect(() => bus.emit('x', 1)).not.toThrow();
    expect(after).toHaveBeenCalledWith(1);
    expect(errorSpy).toHaveBeenCalledTimes(1);
    expect(errorSpy).toHaveBeenCalledWith('[almanac] handler for "x" threw', boom);
  });
});

describe('emitTableEvent: handlers get {detail: payload}, except table:filterAction', () => {
  it('wraps the payload as {detail} on the built-in EventManager when the page has none', () => {
    const handler = vi.fn();
    eventManager.on('table:render', handler);
    const payload = { tableId: 'users', data: [], totalRecords: 0 };
    emitTableEvent('table:render', payload);
    expect(handler).toHaveBeenCalledWith({ detail: payload });
    expect(handler.mock.calls[0][0].detail).toBe(payload);
  });

  it('table:filterAction handlers receive the payload itself', () => {
    const handler = vi.fn();
    eventManager.on('table:filterAction', handler);
    const payload = { tableId: 'users', action: 'export', type: 'link', url: '/x' };
    emitTableEvent('table:filterAction', payload);
    expect(handler).toHaveBeenCalledWith(payload);
    expect(handler.mock.calls[0][0]).toBe(payload);
  });
});

describe('hostEventManager: a page EventManager is used instead of the built-in one', () => {
  const host = () => ({ on: vi.fn(), off: vi.fn(), emit: vi.fn() });

  it('is null without window', () => {
    expect(typeof window).toBe('undefined');
    expect(hostEventManager()).toBeNull();
  });

  it('returns window.EventManager when it is not Almanac\'s own', () => {
    const em = host();
    vi.stubGlobal('window', { EventManager: em });
    expect(hostEventManager()).toBe(em);
  });

  it('prefers window.Now.EventManager', () => {
    const em = host();
    const nowEm = host();
    vi.stubGlobal('window', { EventManager: em, Now: { EventManager: nowEm } });
    expect(hostEventManager()).toBe(nowEm);
  });

  it('ignores Almanac\'s own EventManager exported on window, and objects without emit', () => {
    vi.stubGlobal('window', { EventManager: eventManager });
    expect(hostEventManager()).toBeNull();
    vi.stubGlobal('window', { EventManager: { on() {} }, Now: { EventManager: { emit: 'no' } } });
    expect(hostEventManager()).toBeNull();
  });

  it('emitTableEvent goes through the host and not through the built-in bus', () => {
    const em = host();
    vi.stubGlobal('window', { EventManager: em });
    const builtIn = vi.fn();
    eventManager.on('table:render', builtIn);
    const payload = { tableId: 'users' };
    emitTableEvent('table:render', payload);
    emitTableEvent('table:filterAction', payload);
    expect(em.emit).toHaveBeenNthCalledWith(1, 'table:render', { detail: payload });
    expect(em.emit).toHaveBeenNthCalledWith(2, 'table:filterAction', payload);
    expect(builtIn).not.toHaveBeenCalled();
  });

  it('a throwing host is reported and never propagates', () => {
    const err = new Error('host down');
    vi.stubGlobal('window', { EventManager: { on() {}, emit: () => { throw err; } } });
    expect(() => emitPublic('table:loaded', { detail: {} })).not.toThrow();
    expect(errorSpy).toHaveBeenCalledWith('[almanac] host EventManager threw on "table:loaded"', err);
  });

  it('after the stub is removed the built-in bus is used again', () => {
    const builtIn = vi.fn();
    eventManager.on('table:loaded', builtIn);
    emitPublic('table:loaded', 1);
    expect(builtIn).toHaveBeenCalledWith(1);
  });
});

describe('emitCalendarEvent: through the EventManager and as a DOM CustomEvent on document', () => {
  it('the EventManager argument carries the payload spread and as detail', () => {
    const handler = vi.fn();
    eventManager.on('eventcalendar:eventClick', handler);
    const payload = { event: { id: 1 }, instance: 'cal' };
    emitCalendarEvent('eventcalendar:eventClick', payload);
    expect(handler).toHaveBeenCalledWith({ event: { id: 1 }, instance: 'cal', detail: payload });
  });

  it('dispatches a CustomEvent with the payload as detail on document, and emits through a host', () => {
    const em = { on: vi.fn(), emit: vi.fn() };
    const dispatchEvent = vi.fn();
    vi.stubGlobal('window', { EventManager: em });
    vi.stubGlobal('document', { dispatchEvent });
    const payload = { date: '2024-05-01' };
    emitCalendarEvent('eventcalendar:dateClick', payload);
    expect(em.emit).toHaveBeenCalledWith('eventcalendar:dateClick', { date: '2024-05-01', detail: payload });
    expect(dispatchEvent).toHaveBeenCalledTimes(1);
    const event = dispatchEvent.mock.calls[0][0] as CustomEvent;
    expect(event).toBeInstanceOf(CustomEvent);
    expect(event.type).toBe('eventcalendar:dateClick');
    expect(event.detail).toBe(payload);
  });
});
