// The database: SQLite compiled to WebAssembly (sql.js), so the demo needs no
// native build. sql.js keeps the whole database in memory; we load it from
// demo/data/almanac.sqlite at start and rewrite that (small) file after each
// change, so edits survive a restart. In PHP/Django you would open a real
// connection (PDO / django.db) instead and skip the load/save part.
import { createRequire } from 'node:module';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { seed } from './seed.mjs';

const here = dirname(fileURLToPath(import.meta.url));
/** Default location of the persisted database (git-ignored). */
export const DEFAULT_FILE = resolve(here, '../data/almanac.sqlite');

/**
 * @typedef {string | number | null} SqlValue
 * @typedef {{
 *   all(sql: string, params?: SqlValue[]): Record<string, SqlValue>[],
 *   get(sql: string, params?: SqlValue[]): Record<string, SqlValue> | undefined,
 *   run(sql: string, params?: SqlValue[]): number,
 *   transaction<T>(fn: () => T): T,
 *   changed(): void,
 *   reset(): void,
 *   close(): void,
 * }} Db
 */

/**
 * Open (or create and seed) the database.
 * @param {{ file?: string | null }} [options] file: path of the .sqlite file;
 *   null (or env ALMANAC_DEMO_DB=memory) keeps everything in memory.
 * @returns {Promise<Db>}
 */
export async function openDb({ file } = {}) {
  if (file === undefined) file = process.env.ALMANAC_DEMO_DB === 'memory' ? null : (process.env.ALMANAC_DEMO_DB || DEFAULT_FILE);
  // Node's own require: picks sql.js's Node build whatever the bundler conditions are.
  const require = createRequire(import.meta.url);
  const initSqlJs = require('sql.js');
  const SQL = await initSqlJs({ locateFile: (name) => join(dirname(require.resolve('sql.js')), name) });

  const existing = file && existsSync(file) ? readFileSync(file) : null;
  let sql = new SQL.Database(existing ?? undefined);

  /** @type {Db} */
  const db = {
    all(query, params = []) {
      const stmt = sql.prepare(query);
      try {
        stmt.bind(params);
        const rows = [];
        while (stmt.step()) rows.push(stmt.getAsObject());
        return rows;
      } finally {
        stmt.free();
      }
    },
    get(query, params = []) {
      return db.all(query, params)[0];
    },
    run(query, params = []) {
      sql.run(query, params);
      return sql.getRowsModified();
    },
    transaction(fn) {
      sql.run('BEGIN');
      try {
        const result = fn();
        sql.run('COMMIT');
        return result;
      } catch (error) {
        sql.run('ROLLBACK');
        throw error;
      }
    },
    /** Call after a change: writes the database file (a no-op in memory). */
    changed() {
      if (!file) return;
      mkdirSync(dirname(file), { recursive: true });
      const tmp = `${file}.${process.pid}.tmp`;
      writeFileSync(tmp, sql.export()); // write then rename: never a half-written file
      renameSync(tmp, file);
    },
    /** Drop everything and seed again (used by POST /api/reset). */
    reset() {
      sql.close();
      sql = new SQL.Database();
      seed(db);
      db.changed();
    },
    close() {
      sql.close();
    },
  };
  if (!existing) {
    seed(db);
    db.changed();
  }
  return db;
}
