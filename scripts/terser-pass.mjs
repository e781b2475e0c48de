// A second minifier pass over the script bundles' chunks (vite.config.ts): the bundler's minifier
// (oxc) leaves code that terser's compressor still shortens — measured on the calendar bundle, about
// 600 B gzip, on a page whose ceiling had 7 B left. Compression only: names are already mangled, and
// top-level names stay as they are (the chunks are classic scripts). Each chunk's source map is
// composed with terser's, so the map still points into src/ (scripts/size-parts.mjs reads it).
import { minify } from 'terser';

const MAP_URL = /\n?\/\/# sourceMappingURL=\S+\s*$/;

/**
 * Terser's options: two passes (the second finds what the first made possible); of the `unsafe*` transforms only
 * `unsafe_arrows` (43 B gzip on the both page): a function expression that reads neither `this` nor `arguments`
 * becomes an arrow, which is unsafe only for one called with `new` — no code in the bundles does that to a
 * function expression (dayjs's constructor is a declaration), and the e2e suite runs on these bundles.
 */
export const TERSER = { compress: { passes: 2, unsafe_arrows: true }, mangle: false, format: { comments: /^[@#]\s*(?:sourceMappingURL|allFunctionsCalledOnLoad)/ }, ecma: 2020 };

/** The Vite plugin: runs on every chunk after the bundler's minifier and after the classic split has joined them (listed after it, both `post`): the joined file compresses further. */
export function terserPass() {
  return {
    name: 'almanac-terser-pass',
    generateBundle: { order: 'post', async handler(_options, files) {
      for (const chunk of Object.values(files)) {
        if (chunk.type !== 'chunk') continue;
        const url = MAP_URL.exec(chunk.code)?.[0] ?? '';
        const mapFile = files[`${chunk.fileName}.map`];
        const before = mapFile?.type === 'asset' ? String(mapFile.source) : undefined;
        // Run again while it still shortens the code (twice, as measured: the second run takes ~0.1 % more).
        let code = chunk.code.replace(MAP_URL, '');
        let map = before;
        for (let run = 0; run < 3; run++) {
          const out = await minify(code, { ...TERSER, sourceMap: map ? { content: map, filename: chunk.fileName } : false });
          if (typeof out.code !== 'string') this.error(`terser pass: no code for ${chunk.fileName}`);
          if (run > 0 && out.code.length >= code.length) break;
          code = out.code;
          if (typeof out.map === 'string') map = out.map;
        }
        chunk.code = `${code}${url}`;
        if (before && map) mapFile.source = map;
      }
    } },
  };
}
