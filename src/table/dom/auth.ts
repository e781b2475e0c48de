/**
 * A 401 or 403 answer to a table's data load (spec "Authentication"), loaded
 * on the first such answer (the auth chunk, core/chunks.ts): a data load
 * sends the user to the forbidden redirect or /login, but only while the table
 * is alive (rule 1); a filter-form load never navigates: it notifies, or hands
 * 401 to the host authentication error handler (rule 2).
 */
import { forbiddenRedirect, handleAuthError, navigate, notify } from '../../core/host';
import { authFailure } from '../../core/http';

export function authFailed(error: unknown, fromForm: boolean, alive: () => boolean): void {
  const failure = authFailure(error);
  if (!failure) return;
  if (fromForm) {
    if (failure === 'forbidden') notify('error', 'You do not have permission to view these results.');
    else if (!handleAuthError(error)) notify('error', 'Your session has ended. Please sign in again.');
    return;
  }
  if (alive()) navigate(failure === 'forbidden' ? forbiddenRedirect() : '/login');
}
