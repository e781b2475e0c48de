// Property tests draw new cases on every local run, and the same cases in CI (CI=true), so a case that
// fails there fails again on a re-run and a green CI run is not luck. FC_SEED=<n> replays a failure's seed
// anywhere (fast-check prints it with the counterexample).
import fc from 'fast-check';

const given = process.env.FC_SEED ?? (process.env.CI === 'true' ? '20261129' : undefined);
if (given !== undefined) fc.configureGlobal({ seed: Number(given) });
