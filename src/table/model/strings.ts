/**
 * The table's built-in texts in English, keyed (README "Languages"): the
 * templates of src/core/i18n.ts. The store says them in the table's language
 * (TableStore.t): a host translation, else the language file's text
 * (src/lang/), else these. Feature chunks keep their own English beside the
 * code that uses it and pass it to TableStore.t with their key.
 */
export const STRINGS = {
  showing: 'Showing {from} to {to} of {total} entries',
  filteredFrom: ' (filtered from {total} total)',
  noRows: 'No data available',
  noMatches: 'No matching records found',
  loading: 'Loading…',
  error: 'Could not load the data.',
  retry: 'Retry',
  search: 'Search',
  pageSize: 'Rows per page',
  pagination: 'Pagination, {table}',
  first: 'First page',
  previous: 'Previous page',
  next: 'Next page',
  last: 'Last page',
  page: 'Page {page}',
  pageOf: 'Page {page} of {count}.',
  asc: 'Sorted by {column}, ascending. ',
  desc: 'Sorted by {column}, descending. ',
  rows: 'one:{count} row.|{count} rows.',
  selectAll: 'Select all rows',
  selectRow: 'Select row {row}',
  selected: ', {count} selected',
  sortBy: 'Sort by {column}',
  // The boolean format's words, unless the column labels 'true' and 'false' itself.
  yes: 'Yes',
  no: 'No',
};

export type StringKey = keyof typeof STRINGS;
