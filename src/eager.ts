// What the ESM build (Svelte apps) has from the start, where the script bundles load it on first
// use: a Svelte component renders, on the server too, before an import() could resolve. The
// package's entry (src/index.ts) calls it; the tests' setup files too.
import * as formats from './core/format-lazy';
import { setLazyFormats } from './core/format-dates';
import * as contrast from './calendar/model/contrast';
import { setContrast } from './calendar/model/text-color';
import { occurrencesIn } from './calendar/model/occurrences';
import { setExpansion } from './calendar/model/series';
import * as zone from './calendar/zone-part';
import { setZoneMaths } from './calendar/model/zone-clock';

export function installEager(): void {
  setLazyFormats(formats);
  setContrast(contrast);
  setExpansion(occurrencesIn);
  setZoneMaths(zone);
}
