import { compile } from 'svelte/compiler';
import { readFileSync } from 'node:fs';

const file = process.argv[2];
let src = readFileSync(file, 'utf8');
// strip TS via svelte's own TS support (svelte 5 handles lang="ts" type annotations)
const out = compile(src, { filename: file, generate: process.argv[3] ?? 'client' });
console.log(out.js.code);
