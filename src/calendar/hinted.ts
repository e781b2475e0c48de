/**
 * The report a caller of checkOptions (model/options.ts) passes through this: an unknown option's
 * warning names the option it most likely misspells, by the table's rule (core/did-you-mean.ts),
 * once the hints part is loaded; every other problem is said at once.
 */
import { nearName } from '../core/did-you-mean';
import { calendarOptions, UNKNOWN_OPTION } from './model/options';

type Say = (name: string, problem: string) => void;

export const hinted = (say: Say): Say => (name, problem) =>
  void (problem === UNKNOWN_OPTION
    ? nearName(name, Object.keys(calendarOptions)).then((meant) => say(name, meant ? `${problem} (did you mean ${meant}?)` : problem))
    : say(name, problem));
