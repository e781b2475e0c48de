// Stub: replaced by the issue "TableManager III" work on this feature.
import type { FeatureContext } from './feature';

export function attachFilterActions(ctx: FeatureContext): () => void {
  void ctx;
  return () => {};
}
