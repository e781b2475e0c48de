// Observed discovery (issue 49 item 3): one MutationObserver per container; a batch is handled a
// microtask after the task that made it, what left the page first, then what came in; a node moved
// within the page (removed and put back in one task) is not "gone".
import { afterEach, describe, expect, it } from 'vitest';
import { handle, observe, type Scan } from '../../../src/core/observe';

afterEach(() => document.body.replaceChildren());

function recorder() {
  const calls: Array<[string, string]> = [];
  const scan: Scan = (added, gone) => {
    if (gone) calls.push(['gone', gone.map((n) => (n as Element).id).join(',')]);
    if (added) calls.push(['added', added.id]);
  };
  return { calls, scan };
}

const settle = () => new Promise((ok) => setTimeout(ok, 0));

describe('observe', () => {
  it('an element added to a watched container is scanned; one removed is given as gone, before what came in', async () => {
    const box = Object.assign(document.createElement('div'), { id: 'box' });
    const old = Object.assign(document.createElement('section'), { id: 'old' });
    box.append(old);
    document.body.append(box);
    const { calls, scan } = recorder();
    observe(box, scan);
    const next = Object.assign(document.createElement('section'), { id: 'new' });
    old.replaceWith(next);
    await settle();
    expect(calls).toEqual([['gone', 'old'], ['added', 'new']]);
  });

  it('a node moved within the page in one task is not gone (it is connected again when the batch is handled)', async () => {
    const box = Object.assign(document.createElement('div'), { id: 'box' });
    const moved = Object.assign(document.createElement('section'), { id: 'moved' });
    box.append(moved, document.createElement('p'));
    document.body.append(box);
    const { calls, scan } = recorder();
    observe(box, scan);
    moved.remove();
    box.append(moved);
    await settle();
    expect(calls).toEqual([['added', 'moved']]);
  });

  it('one observer per container: watching it twice with the same scan scans once', async () => {
    const box = document.createElement('div');
    document.body.append(box);
    const { calls, scan } = recorder();
    observe(box, scan);
    observe(box, scan);
    box.append(Object.assign(document.createElement('i'), { id: 'x' }));
    await settle();
    expect(calls).toEqual([['added', 'x']]);
  });

  it('outside the container nothing is seen', async () => {
    const box = document.createElement('div');
    document.body.append(box);
    const { calls, scan } = recorder();
    observe(box, scan);
    document.body.append(Object.assign(document.createElement('i'), { id: 'outside' }));
    await settle();
    expect(calls).toEqual([]);
  });
});

describe('handle', () => {
  it('text nodes and nodes no longer connected are not scanned as added', () => {
    const { calls, scan } = recorder();
    const detached = Object.assign(document.createElement('i'), { id: 'd' });
    handle([{ addedNodes: [new Text('x'), detached] as unknown as NodeList, removedNodes: [] as unknown as NodeList }], [scan]);
    expect(calls).toEqual([]);
  });
});
