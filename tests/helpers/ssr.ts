// The server HTML of a DataTable (svelte/server), parsed into a document to query like a page
// that arrived with JavaScript off. Used by the SSR unit test (node) and loaded through a Vite
// SSR server by the hydration test (jsdom), so both read the same server output.
import { render } from 'svelte/server';
import type { Component } from 'svelte';
import GenericDataTable from '../../src/table/components/DataTable.svelte';
// What an app gets with the package's entry (src/index.ts): the formats from the start.
import { installEager } from '../../src/eager';

installEager();

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const DataTable = GenericDataTable as unknown as Component<Record<string, any>>;

export function serverHtml(props: Record<string, unknown>): string {
  return render(DataTable, { props }).body;
}
