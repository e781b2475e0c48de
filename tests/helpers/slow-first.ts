// The order the e2e files start in (issue "Spec conformance…" item 6). With two files at a time the run
// ends when its last file does, so the long files go first. Vitest orders files by the durations of the
// last run it remembers (node_modules/.vite) and, with none, the larger files first: in a clean clone the
// two 50-60 s files (leaks, calendar-axe) are small and started near the end, one of them running alone
// while the other worker had nothing left.
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The slowest e2e files, slowest first (the list a run prints at its end): started first in that order.
 * A stale list costs only time; a name that matches no file is ignored.
 */
const SLOW = ['leaks', 'calendar-axe', 'table-axe', 'hostile-table', 'chunks', 'hostile-row-actions', 'demo-smoke', 'table-export', 'calendar-contrast', 'calendar-resize'];

const rank = (spec: TestSpecification): number => {
  const at = SLOW.findIndex((name) => spec.moduleId.endsWith(`/tests/e2e/${name}.e2e.ts`));
  return at < 0 ? SLOW.length : at;
};

export default class SlowFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    // Within each project, the listed files first (the others keep vitest's order); projects keep theirs.
    const projects = [...new Set(sorted.map((spec) => spec.project.name))];
    return projects.flatMap((name) => {
      const own = sorted.filter((spec) => spec.project.name === name);
      return [...own.filter((spec) => rank(spec) < SLOW.length).sort((a, b) => rank(a) - rank(b)), ...own.filter((spec) => rank(spec) === SLOW.length)];
    });
  }
}
