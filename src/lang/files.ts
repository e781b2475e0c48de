/**
 * The language files of this folder, by code ('th'): each is a part loaded
 * on first use (README "Languages": adding a language is one file). Vite
 * expands the glob (the script bundles, the tests, an app built from the
 * source); for the package, scripts/esm-finish.mjs writes it out as one
 * import() per file of dist/esm/lang/, which any bundler and plain Node read.
 */
import type * as Language from './th';
import { lazy } from '../core/lazy';

export type LanguageFile = typeof Language;

const FILES = import.meta.glob<LanguageFile>(['./*.ts', '!./files.ts']);

const imports = new Map<string, () => Promise<LanguageFile>>();
for (const [path, load] of Object.entries(FILES)) {
  const code = /\/([a-z]{2,3})\.ts$/.exec(path)?.[1];
  if (code) imports.set(code, load);
}

/** The languages that have a file here (English is built in). */
export const languages: string[] = [...imports.keys()];

/** The file of language `code` (one of `languages`); one warning ending in `without` when it cannot be loaded. */
export const languageFile = (code: string, without: string): Promise<LanguageFile> => lazy(imports.get(code)!, without);
