/**
 * The text collator for sorting (numeric, case- and accent-insensitive).
 * Creating the first Intl.Collator on a page loads ICU collation data and
 * costs 15–30 ms, longer than rendering a page of rows, so a table makes it
 * on first use (a text sort), and the instance warms it up once the first
 * rows are on screen. One collator per locale is shared by every table.
 */
export type Comparer = Pick<Intl.Collator, 'compare'>;

const made = new Map<string, Intl.Collator>();

export function collatorFor(locale?: string): Intl.Collator {
  const key = locale ?? '';
  let collator = made.get(key);
  if (!collator) {
    try {
      collator = new Intl.Collator(locale, { numeric: true, sensitivity: 'base' });
    } catch {
      // A malformed locale string must not break sorting: fall back to the browser's.
      collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });
    }
    made.set(key, collator);
  }
  return collator;
}

/** A comparer that makes its collator on the first comparison. */
export function lazyCollator(locale?: string): Comparer {
  let collator: Intl.Collator | null = null;
  return {
    get compare() {
      return (collator ??= collatorFor(locale)).compare;
    },
  };
}
