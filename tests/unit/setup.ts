// What the ESM build has from the start (src/eager.ts: date patterns, relative time, contrast maths),
// so the model's tests format synchronously, as a Svelte app and the server do.
import { installEager } from '../../src/eager';

installEager();
