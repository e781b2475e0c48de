// A Vitest reporter beside the default one: at the end of a run, the ten slowest test files
// (issue "Spec conformance…" item 6: where the suite's time goes). Files of every project are ranked
// together; the e2e files are the ones that matter.
import type { Reporter, TestModule } from 'vitest/node';

export default class SlowestFiles implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>): void {
    const timed = modules
      .map((m) => ({ file: m.moduleId.replace(`${process.cwd()}/`, ''), ms: m.diagnostic().duration }))
      .filter((t) => Number.isFinite(t.ms))
      .sort((a, b) => b.ms - a.ms);
    if (timed.length < 2) return;
    const total = timed.reduce((sum, t) => sum + t.ms, 0);
    console.log(`\nslowest test files (of ${timed.length}, ${(total / 1000).toFixed(0)} s in all):`);
    for (const t of timed.slice(0, 10)) console.log(`  ${(t.ms / 1000).toFixed(1).padStart(6)} s  ${t.file}`);
  }
}
