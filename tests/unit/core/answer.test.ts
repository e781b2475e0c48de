// What a server's answer says, read the same way by the table and the calendar (design.md
// "Response actions", the table spec's "Errors" 4).
import { describe, expect, it } from 'vitest';
import { errorsMap, responseActions, serverMessage, succeeded } from '../../../src/core/answer';

describe('answers', () => {
  it('success unless success is false', () => {
    expect(succeeded({ success: true })).toBe(true);
    expect(succeeded({})).toBe(true);
    expect(succeeded(null)).toBe(true);
    expect(succeeded({ success: false })).toBe(false);
  });
  it('message and errors are read only in their own shapes', () => {
    expect(serverMessage({ message: 'Nope' })).toBe('Nope');
    expect(serverMessage({ message: { html: '<b>' } })).toBeNull();
    expect(serverMessage({ message: '  ' })).toBeNull();
    expect(serverMessage('text')).toBeNull();
    expect(errorsMap({ errors: { a: 'b' } })).toEqual({ a: 'b' });
    expect(errorsMap({ errors: ['a'] })).toBeNull();
  });
  it('response actions at response.actions, else response.data.actions (design.md), else data.data.actions (an answer a host ApiService wrapped); the answer\'s own empty list means none', () => {
    const actions = [{ type: 'notification', message: 'hi' }];
    expect(responseActions({ success: true, actions })).toBe(actions);
    expect(responseActions({ data: { actions } })).toBe(actions);
    expect(responseActions({ success: true, data: { success: true, data: { actions } } })).toBe(actions);
    expect(responseActions({ success: true, actions: [], data: { id: 1, actions: ['a row field'] } })).toEqual([]);
    expect(responseActions({ success: true, data: { id: 1 } })).toEqual([]);
    expect(responseActions({ actions: 'reload' })).toEqual([]);
    expect(responseActions({ data: { data: { data: { actions } } } })).toEqual([]);
    expect(responseActions(null)).toEqual([]);
  });
});
