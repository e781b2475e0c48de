// The keys the calendar's keyboard gestures share (dom/key-gesture.ts). Browsers differ in what a
// cancelled Space key-down does to a button: Chromium then does not click it on key-up, Firefox
// still does (its click comes from the key-up). So the key-up of a Space or Enter that started or
// finished a gesture is cancelled too; the e2e suite runs Chromium only and cannot see this.
import { afterEach, describe, expect, it } from 'vitest';
import { KeyGesture } from '../../../src/calendar/dom/key-gesture';

class Probe extends KeyGesture {
  on = false;
  log: string[] = [];
  protected get active() {
    return this.on;
  }
  protected begin() {
    this.log.push('begin');
    return (this.on = true);
  }
  protected arrow(key: string, shift: boolean) {
    this.log.push(`${shift ? 'shift+' : ''}${key}`);
  }
  finish(done: boolean) {
    this.log.push(done ? 'done' : 'cancel');
    this.on = false;
  }
}

function setup() {
  const root = document.createElement('div');
  root.innerHTML = '<button class="t">x</button><button class="other">y</button>';
  document.body.append(root);
  const gesture = new Probe(root, '.t');
  const stop = gesture.listen();
  const press = (type: 'keydown' | 'keyup', key: string, on = root.querySelector('.t')!, init: KeyboardEventInit = {}) => {
    const event = new KeyboardEvent(type, { key, bubbles: true, cancelable: true, ...init });
    on.dispatchEvent(event);
    return event.defaultPrevented;
  };
  return { root, gesture, stop, press };
}

afterEach(() => document.body.replaceChildren());

describe('keyboard gestures', () => {
  it('the key-up of the Space that starts a gesture is cancelled, so it does not also click the button', () => {
    const { press, gesture } = setup();
    expect(press('keydown', ' ')).toBe(true);
    expect(gesture.log).toEqual(['begin']);
    expect(press('keyup', ' ')).toBe(true);
  });

  it('the key-up of the Space or Enter that finishes a gesture is cancelled; later key-ups are not', () => {
    const { press, gesture } = setup();
    press('keydown', ' ');
    press('keyup', ' ');
    expect(press('keydown', 'Enter')).toBe(true);
    expect(gesture.log).toEqual(['begin', 'done']);
    expect(press('keyup', 'Enter')).toBe(true);
    expect(press('keyup', 'Enter'), 'a key-up after the swallowed one').toBe(false);
    expect(press('keyup', ' ')).toBe(false);
  });

  it('Space outside its targets, or with a modifier, is not the gesture’s: nothing cancelled', () => {
    const { press, gesture, root } = setup();
    expect(press('keydown', ' ', root.querySelector('.other')!)).toBe(false);
    expect(press('keyup', ' ', root.querySelector('.other')!)).toBe(false);
    expect(press('keydown', ' ', undefined, { ctrlKey: true })).toBe(false);
    expect(gesture.log).toEqual([]);
  });

  it('arrows step the gesture (Shift: its end), Escape cancels it, Tab cancels and still moves focus', () => {
    const { press, gesture } = setup();
    press('keydown', ' ');
    expect(press('keydown', 'ArrowRight')).toBe(true);
    expect(press('keydown', 'ArrowDown', undefined, { shiftKey: true })).toBe(true);
    expect(press('keydown', 'Escape')).toBe(true);
    press('keydown', ' ');
    expect(press('keydown', 'Tab'), 'Tab is not cancelled: focus still moves').toBe(false);
    expect(gesture.log).toEqual(['begin', 'ArrowRight', 'shift+ArrowDown', 'cancel', 'begin', 'cancel']);
  });

  it('stops listening when told to', () => {
    const { press, gesture, stop } = setup();
    stop();
    expect(press('keydown', ' ')).toBe(false);
    expect(gesture.log).toEqual([]);
  });
});
