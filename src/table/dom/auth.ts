/**
 * A 401 or 403 answer to a table's data load (spec "Authentication"), loaded
 * on the first such answer (the auth chunk, core/lazy.ts): the user goes to
 * the forbidden redirect or /login, but only while the table is alive (rule 1).
 * A filter-form load never comes here (rule 2): the forms chunk tells the
 * reader (dom/filter-form.ts).
 */
import { forbiddenRedirect, navigate } from '../../core/host-ui';
import { authFailure } from '../../core/http';

export function authFailed(error: unknown, alive: () => boolean): void {
  const failure = authFailure(error);
  if (failure && alive()) navigate(failure === 'forbidden' ? forbiddenRedirect() : '/login');
}
