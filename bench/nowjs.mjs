// The original Now.js TableManager and EventCalendar as a bench contestant (issue 24, item 1).
// Nothing of Now.js is committed or copied into the project: its built files (Now/dist/*) are
// read at run time from a fetched mirror of its public repository
// (https://github.com/goragodwiriya/nowjs) and served from memory under /nowjs/.
// The mirror: $NOWJS_MIRROR, else DEFAULT_MIRROR; either a bare git repository (its HEAD is
// read with `git show`) or a checkout (its Now/dist/ read as files). Without it the bench leaves
// Now.js out with a note.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export const DEFAULT_MIRROR = '/work/.mirror/goragodwiriya+nowjs/repo';

/** What the bench pages load: the core (every Now.js page loads it), the table, the calendar. */
export const NOWJS_FILES = ['now.core.min.js', 'now.core.min.css', 'now.table.min.js', 'eventcalendar.min.js', 'eventcalendar.min.css'];

/** The files a Now.js table page and calendar page load (for the size table). */
export const NOWJS_PAGES = {
  'table page': ['now.core.min.js', 'now.core.min.css', 'now.table.min.js'],
  'calendar page': ['now.core.min.js', 'now.core.min.css', 'eventcalendar.min.js', 'eventcalendar.min.css'],
};

/**
 * The Now/dist files from the mirror: { files: {name: Buffer}, rev, mirror } or
 * { missing: 'why' } when there is no mirror (or it lacks a file).
 */
export function loadNowjs(mirror = process.env.NOWJS_MIRROR || DEFAULT_MIRROR) {
  if (!existsSync(mirror)) return { missing: `no mirror at ${mirror} (set NOWJS_MIRROR to a clone of github.com/goragodwiriya/nowjs)` };
  const checkout = existsSync(join(mirror, 'Now', 'dist'));
  const git = (...args) => execFileSync('git', checkout ? ['-C', mirror, ...args] : ['--git-dir', mirror, ...args],
    { stdio: ['ignore', 'pipe', 'ignore'], maxBuffer: 64 * 1048576 });
  try {
    const files = {};
    for (const f of NOWJS_FILES) files[f] = checkout ? readFileSync(join(mirror, 'Now', 'dist', f)) : git('show', `HEAD:Now/dist/${f}`);
    let rev = 'unknown';
    try { rev = git('log', '-1', '--format=%h %cs').toString().trim(); } catch { /* a checkout without git */ }
    return { files, rev, mirror };
  } catch (e) {
    return { missing: `the mirror at ${mirror} has no Now/dist/${NOWJS_FILES.join(', ')} (${String(e.message || e).split('\n')[0]})` };
  }
}
