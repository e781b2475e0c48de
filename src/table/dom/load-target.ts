/**
 * data-load-target (design.md "Directive binder"): after each load the
 * container the selector names is rebound from the normalized payload. The
 * whole feature is a chunk loaded on first use (a dynamic import,
 * core/lazy.ts): dom/attach.ts calls this once it has arrived. The same
 * chunk fills row templates (model/row-template.ts).
 */
import { warn } from '../../core/warn';
import { bindLoadTarget } from '../../template/binder';
import { normalizeForTarget, type TargetContext } from '../model/target-payload';
import type { LoadedPayload } from '../model/protocol';

export { templateRow } from './template-row';

/** Rebind the element `selector` names; a bad selector or no match warns (once) and binds nothing. */
export function bindTarget(tableId: string, selector: string, loaded: LoadedPayload, context: TargetContext): void {
  let container: Element | null;
  try {
    container = document.querySelector(selector);
  } catch {
    return warn('table', tableId, `data-load-target "${selector}" is not a valid selector — nothing rebound`);
  }
  if (!container) return warn('table', tableId, `data-load-target "${selector}" matches no element — nothing rebound`);
  const payload = normalizeForTarget(loaded, context);
  bindLoadTarget(container, { state: payload as unknown as Record<string, unknown>, data: payload.data });
}
