// Stub: replaced by the issue "TableManager III" footer work (dist/almanac-chunk-footer.js).
import type { FeatureContext } from './feature';

export function attachFooter(ctx: FeatureContext): () => void {
  void ctx;
  return () => {};
}
