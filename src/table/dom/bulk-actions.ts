// Stub: replaced by the issue "TableManager III" work on this feature.
import type { FeatureContext } from './feature';
import { confirmAction } from '../../core/confirm';

export function attachBulkActions(ctx: FeatureContext): () => void {
  void ctx;
  void confirmAction;
  return () => {};
}
