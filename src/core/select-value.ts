/**
 * `{@attach selectValue(value, options)}` on a <select>: selects the option
 * whose value is `value`, or none when no option has it, as Svelte's
 * `value={...}` does, without its select binding runtime (and the
 * MutationObserver it keeps per select). Pass whatever the options are made
 * from as `options`: the value is applied again once they change.
 */
export function selectValue(value: unknown, options?: unknown) {
  void options;
  return (select: HTMLSelectElement) => {
    select.value = String(value);
  };
}
