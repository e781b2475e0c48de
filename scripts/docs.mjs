// docs/table.md and docs/calendar.md, generated from the option tables, the input types, the
// facades and the components (issue 13 item 6), so they cannot drift: `npm run docs` writes them,
// tests/unit/docs.test.ts fails when the committed pages differ. Hand-written parts live in the
// templates (scripts/docs/*.md); `{{name}}` marks what this script fills, `{{example:path}}` a file
// shown as written. Anything undocumented (an option without a description, an emitted event
// missing from its event map, a callback without its event) stops the script.
import { readFileSync, writeFileSync, mkdirSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const read = (path) => readFileSync(join(ROOT, path), 'utf8');
const parse = (path) => ts.createSourceFile(path, read(path), ts.ScriptTarget.Latest, true);

/** An option's attribute when its table names none (src/core/attrs.ts attrOf): `pageSize` -> `data-page-size`. */
const attrOf = (name) => `data-${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;

/** The TSDoc text of a node ('' when it has none), on one line. */
function docOf(node) {
  const docs = ts.getJSDocCommentsAndTags(node).filter(ts.isJSDoc);
  return docs.map((d) => ts.getTextOfJSDocComment(d.comment) ?? '').join(' ').replace(/\s+/g, ' ').trim();
}

const nameOf = (node) => (ts.isStringLiteral(node) || ts.isIdentifier(node) ? node.text : node.getText());

/** The properties of `const name = {...}` in a source file: [{name, init, doc}]. */
function objectLiteral(sf, name) {
  let found;
  const visit = (node) => {
    if (ts.isVariableDeclaration(node) && node.name.getText(sf) === name && node.initializer) {
      found = node.initializer;
      // Through `as`, parentheses and a call such as named({...}) (core/attrs.ts): its first argument.
      while (found && !ts.isObjectLiteralExpression(found)) found = ts.isCallExpression(found) ? found.arguments[0] : found.expression;
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  if (!found) throw new Error(`${sf.fileName}: no object literal ${name}`);
  return found.properties.map((p) => ({ name: nameOf(p.name), node: p, init: p.initializer, doc: docOf(p) }));
}

/** The members of interface `name`, its same-file base interfaces first: [{name, optional, type, doc}]. */
function interfaceMembers(sf, name) {
  const decl = sf.statements.find((s) => ts.isInterfaceDeclaration(s) && s.name.text === name);
  if (!decl) throw new Error(`${sf.fileName}: no interface ${name}`);
  const bases = (decl.heritageClauses ?? []).flatMap((h) => h.types.map((t) => t.expression.getText(sf)));
  const own = decl.members.filter(ts.isPropertySignature).map((m) => ({
    name: nameOf(m.name), optional: !!m.questionToken, type: m.type.getText(sf).replace(/\s+/g, ' '), doc: docOf(m),
  }));
  return [...own, ...bases.flatMap((b) => interfaceMembers(sf, b))];
}

/** Methods of an object literal (a facade): [{name, params, doc}]. */
function methodsOf(sf, name) {
  return objectLiteral(sf, name).filter((p) => ts.isMethodDeclaration(p.node)).map((p) => ({
    name: p.name, doc: need(p.doc, `method ${name}.${p.name}`), returns: p.node.type ? `: ${p.node.type.getText(sf)}` : '',
    params: p.node.parameters.map((q) => q.getText(sf).replace(/\s+/g, ' ')).join(', '),
  }));
}

/** Every file under `dir` ending in one of `exts`. */
function filesUnder(dir, exts) {
  return readdirSync(join(ROOT, dir)).flatMap((entry) => {
    const path = `${dir}/${entry}`;
    if (statSync(join(ROOT, path)).isDirectory()) return filesUnder(path, exts);
    return exts.some((e) => path.endsWith(e)) ? [path] : [];
  });
}

const esc = (text) => String(text).replace(/\|/g, '\\|').replace(/\n/g, ' ');
const code = (text) => (text === '' || text === undefined ? '' : `\`${esc(text)}\``);
const table = (head, rows) => [`| ${head.join(' | ')} |`, `|${head.map(() => '---').join('|')}|`, ...rows.map((r) => `| ${r.join(' | ')} |`)].join('\n');

function need(doc, what) {
  if (!doc) throw new Error(`${what} has no description: write a /** ... */ comment for it`);
  return doc;
}

/** A default as source text; `[...NAME]` spread from a same-project array constant. */
function defaultText(node, constants = {}) {
  const text = node.getText().replace(/\s+as\s+[\w[\]]+$/, '').replace(/\s+/g, ' ');
  return text.replace(/\[\.\.\.(\w+)\]/g, (_, id) => constants[id] ?? `[...${id}]`);
}

/** The array literal of `export const NAME = [...]` in `path` (for defaults that spread it). */
function arrayConstant(path, name) {
  const sf = parse(path);
  let out;
  const visit = (node) => {
    if (ts.isVariableDeclaration(node) && node.name.getText(sf) === name) {
      let init = node.initializer;
      while (init && !ts.isArrayLiteralExpression(init)) init = init.expression;
      out = init?.getText(sf).replace(/\s+/g, ' ').replace(/\[ /, '[').replace(/,? \]$/, ']');
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return out;
}

/** `name = $bindable()` props of a component. */
const bindables = (path) => [...read(path).matchAll(/(\w+) = \$bindable\(\)/g)].map((m) => m[1]);

/** `export function` members of a component, with their TSDoc. */
const componentExports = (path) => [...read(path).matchAll(/\/\*\*((?:[^*]|\*(?!\/))*)\*\/\s*export (?:async )?function (\w+)\(([^)]*)\)(?::\s*([^{]+))?/g)]
  .map((m) => ({ name: m[2], params: m[3].replace(/\s+/g, ' ').trim(), returns: (m[4] ?? '').trim(), doc: m[1].replace(/^\s*\*\s?/gm, '').replace(/@\w+/g, '').replace(/\s+/g, ' ').trim() }));

/** Event names emitted anywhere under src (string literals with one of the prefixes), except in the type files. */
function emittedEvents(prefixes) {
  const names = new Set();
  const pattern = new RegExp(`'((?:${prefixes.join('|')}):\\w+)'`, 'g');
  for (const path of filesUnder('src', ['.ts', '.svelte'])) {
    if (path.endsWith('/inputs.ts') || path.endsWith('/table-events.ts')) continue;
    for (const m of read(path).matchAll(pattern)) names.add(m[1]);
  }
  return names;
}

function sameSet(a, b, what) {
  const missing = [...a].filter((x) => !b.has(x));
  const extra = [...b].filter((x) => !a.has(x));
  if (missing.length || extra.length) throw new Error(`${what}: missing ${missing.join(', ') || 'none'}; not in the source ${extra.join(', ') || 'none'}`);
}

function methodsTable(methods, owner) {
  return table(['Method', 'Description'], methods.map((m) => [code(`${owner}.${m.name}(${m.params})${m.returns}`), esc(m.doc)]));
}

/** Props with their type and TSDoc (else the option table's description of the same name). */
function propsTable(members, bindable, optionDocs = new Map()) {
  return table(['Prop', 'Type', 'Description'], members.map((m) => [
    `${code(m.name)}${m.optional ? '' : ' (required)'}${bindable.includes(m.name) ? ' · bindable' : ''}`, code(m.type),
    esc(need(m.doc || optionDocs.get(m.name), `prop ${m.name}`)),
  ]));
}

function eventsTable(map, callbackOf) {
  return table(['Event', 'Svelte callback', 'Payload', 'When'], map.map((e) => [code(e.name), callbackOf(e.name) ? code(callbackOf(e.name)) : '—', code(e.type), esc(need(e.doc, `event ${e.name}`))]));
}

function tableParts() {
  const options = parse('src/table/model/options.ts');
  const inputs = parse('src/table/model/inputs.ts');
  const columnInput = new Map(interfaceMembers(inputs, 'ColumnInput').map((m) => [m.name, m]));
  const propNames = new Set(interfaceMembers(inputs, 'DataTableProps').map((m) => m.name));
  const attributes = objectLiteral(options, 'TABLE_OPTIONS').map((o) => {
    const [def] = o.init.arguments;
    return [code(attrOf(o.name)), code(o.name), propNames.has(o.name) ? 'yes' : '', code(defaultText(def)), esc(need(o.doc, `table option ${o.name}`))];
  });
  const optionDocs = new Map(objectLiteral(options, 'TABLE_OPTIONS').map((o) => [o.name, o.doc]));
  const globals = objectLiteral(options, 'GLOBAL_DEFAULTS').map((o) => [code(o.name), code(defaultText(o.init)), esc(need(o.doc, `global option ${o.name}`))]);
  const columnOptions = objectLiteral(parse('src/table/model/column-options.ts'), 'COLUMN_OPTIONS');
  const keys = new Set();
  const columns = columnOptions.map((o) => {
    const [keyNode, def, , attrNode] = o.init.arguments;
    const key = ts.isStringLiteral(keyNode) && !(attrNode && ts.isStringLiteral(attrNode)) ? keyNode.text : null;
    const attr = attrNode === undefined ? attrOf(key) : ts.isStringLiteral(attrNode) ? attrNode.text : null;
    if (key) keys.add(key);
    const doc = o.doc || columnInput.get(key ?? '')?.doc;
    return [attr ? code(attr) : '—', key ? code(key) : '—', code(defaultText(def)), esc(need(doc, `column option ${o.name}`))];
  });
  // A column's snippets (cell, header) are Svelte-only: no attribute reads them (README "Svelte apps").
  sameSet(keys, new Set([...columnInput.keys()].filter((key) => key !== 'cell' && key !== 'header')), 'ColumnInput vs the keys of COLUMN_OPTIONS');

  const callbacks = new Map(objectLiteral(parse('src/table/components/table-props.ts'), 'CALLBACKS').map((c) => [c.name, c.init.text]));
  sameSet(new Set(callbacks.values()), new Set(interfaceMembers(inputs, 'DataTableCallbacks').map((m) => m.name)), 'CALLBACKS vs DataTableCallbacks');
  const events = interfaceMembers(parse('src/table/model/table-events.ts'), 'TableEventMap');
  sameSet(emittedEvents(['table', 'tablemanager']), new Set(events.map((e) => e.name)), 'TableEventMap vs the events the table emits');

  const component = 'src/table/components/DataTable.svelte';
  const bound = bindables(component);
  const members = interfaceMembers(inputs, 'DataTableProps');
  return {
    attributes: table(['Attribute', 'Option', 'Svelte prop', 'Default', 'Description'], attributes),
    globals: table(['Option', 'Default', 'Description'], globals),
    columns: table(['th attribute', 'Column key', 'Default', 'Description'], columns),
    props: propsTable(members.filter((m) => !m.name.startsWith('on')), bound, optionDocs),
    bindable: bound.map((b) => code(`bind:${b}`)).join(', '),
    'component-methods': table(['Method', 'Description'], componentExports(component).map((m) => [code(`${m.name}(${m.params}): ${m.returns}`), esc(m.doc)])),
    methods: methodsTable(methodsOf(parse('src/table/TableManager.ts'), 'TableManager'), 'TableManager'),
    events: eventsTable(events, (name) => callbacks.get(name)),
    'row-action-entry': propsTable(interfaceMembers(inputs, 'RowActionInput'), []),
    'filter-action-entry': propsTable(interfaceMembers(inputs, 'FilterActionInput'), []),
  };
}

function calendarParts() {
  const options = parse('src/calendar/model/options.ts');
  const inputs = parse('src/calendar/model/inputs.ts');
  const constants = { VIEWS: arrayConstant('src/calendar/model/ranges.ts', 'VIEWS'), DEFAULT_COLORS: arrayConstant('src/calendar/model/normalize.ts', 'DEFAULT_COLORS') };
  const propDocs = new Map(interfaceMembers(inputs, 'EventCalendarProps').map((m) => [m.name, m.doc]));
  const optionDocs = new Map(objectLiteral(options, 'calendarOptions').map((o) => [o.name, o.doc]));
  const attributes = objectLiteral(options, 'calendarOptions').map((o) => {
    const [def, , , attrNode] = o.init.arguments;
    const attr = attrNode === undefined ? ts.factory.createStringLiteral(attrOf(o.name)) : attrNode;
    const doc = o.doc || propDocs.get(o.name);
    return [ts.isStringLiteral(attr) ? code(attr.text) : '— (script only)', code(o.name), propDocs.has(o.name) ? 'yes' : '', code(defaultText(def, constants)), esc(need(doc, `calendar option ${o.name}`))];
  });
  const events = interfaceMembers(inputs, 'CalendarEventMap');
  const union = read('src/calendar/store.svelte.ts').match(/export type CalendarEventName =([^;]+);/)[1];
  const emitted = new Set([...union.matchAll(/'(\w+)'/g)].map((m) => `eventcalendar:${m[1]}`));
  for (const name of emittedEvents(['eventcalendar'])) emitted.add(name);
  sameSet(emitted, new Set(events.map((e) => e.name)), 'CalendarEventMap vs the events the calendar emits');
  const callbacks = new Set(interfaceMembers(inputs, 'CalendarCallbacks').map((m) => m.name));
  const callbackOf = (name) => {
    const own = `on${name.split(':')[1].toLowerCase()}`;
    return callbacks.has(own) ? own : null;
  };
  sameSet(callbacks, new Set(events.map((e) => callbackOf(e.name)).filter(Boolean)), 'CalendarCallbacks vs CalendarEventMap');
  const component = 'src/calendar/components/Calendar.svelte';
  const members = interfaceMembers(inputs, 'EventCalendarProps');
  return {
    attributes: table(['Attribute', 'Option', 'Svelte prop', 'Default', 'Description'], attributes),
    props: propsTable(members.filter((m) => !/^on[a-z]+$/.test(m.name)), bindables(component), optionDocs),
    bindable: bindables(component).map((b) => code(`bind:${b}`)).join(', '),
    'event-fields': propsTable(interfaceMembers(inputs, 'EventInput').filter((m) => !m.name.startsWith('[')), []),
    methods: methodsTable(methodsOf(parse('src/calendar/EventCalendar.ts'), 'EventCalendar'), 'EventCalendar'),
    events: eventsTable(events, callbackOf),
  };
}

/** Fill a template: `{{name}}` from `parts`, `{{example:path}}` with the file as written. */
function fill(template, parts, source) {
  return template.replace(/\{\{([\w-]+)(?::([^}]+))?\}\}/g, (_, name, path) => {
    if (name === 'example') return read(path).trimEnd();
    if (!(name in parts)) throw new Error(`${source}: unknown placeholder {{${name}}}`);
    return parts[name];
  });
}

const BANNER = '<!-- Generated by scripts/docs.mjs from scripts/docs/*.md and the source: edit those, then `npm run docs`. -->\n\n';

/** The generated pages: path -> content. */
export function generateDocs() {
  const pages = { 'docs/table.md': ['scripts/docs/table.md', tableParts()], 'docs/calendar.md': ['scripts/docs/calendar.md', calendarParts()] };
  return Object.fromEntries(Object.entries(pages).map(([out, [template, parts]]) => [out, BANNER + fill(read(template), parts, template)]));
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  for (const [path, content] of Object.entries(generateDocs())) {
    mkdirSync(dirname(join(ROOT, path)), { recursive: true });
    writeFileSync(join(ROOT, path), content);
    console.log(`docs: wrote ${path}`);
  }
}
