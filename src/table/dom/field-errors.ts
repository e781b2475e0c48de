// Stub: replaced by the issue "TableManager III" bulk-actions work.
/**
 * Field-level errors (spec "Errors" 4): a response's `errors` map, keys are
 * element ids `{tableId}_{field}_{rowId}`, values messages. Returns how many
 * elements were marked.
 */
export function showFieldErrors(tableId: string, errors: unknown): number {
  void tableId;
  void errors;
  return 0;
}
