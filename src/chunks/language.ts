// Entry of dist/almanac-chunk-{code}.js, one per language file in src/lang/: vite.config.ts points
// '../lang/th' at the file being built. Loaded by a table whose language has a file (table/store.svelte.ts).
import * as language from '../lang/th';
import { defineChunk } from './define';

defineChunk(language.code, language);
