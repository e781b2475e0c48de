// Builds the table of hostile-bulk-actions.html from the hostile corpus: bulk actions keyed and labelled
// by every string, filter action links whose label, url, class and target are the strings, and filter
// action buttons whose confirm text is the string; then starts it with initTable and gives it rows.
document.addEventListener('DOMContentLoaded', function () {
  fetch('/api/hostile/corpus').then(function (r) { return r.json(); }).then(function (body) {
    var strings = body.data;
    var actions = {};
    var filterActions = {};
    strings.forEach(function (h, i) {
      // defineProperty: a plain assignment of '__proto__' would set the prototype instead of a key.
      Object.defineProperty(actions, h, { value: h, enumerable: true });
      filterActions['link-' + i] = { label: h, url: h, type: 'link', className: h, target: h };
      filterActions['say-' + i] = { label: 'Say ' + i, url: '/api/hostile/action', confirm: h, className: h };
    });
    var table = document.createElement('table');
    table.setAttribute('data-table', 'hostile-bulk');
    table.setAttribute('data-show-checkbox', '');
    table.setAttribute('data-page-size', '50');
    table.setAttribute('data-actions', JSON.stringify(actions));
    table.setAttribute('data-action-url', '/api/hostile/action');
    table.setAttribute('data-action-button', strings[1] + '|' + strings[1]);
    table.setAttribute('data-filter-actions', JSON.stringify(filterActions));
    table.innerHTML = '<thead><tr><th data-field="id" data-type="number">#</th><th data-field="name">Name</th>' +
      '<th data-field="note" data-cell-element="text">Note</th></tr></thead>';
    document.getElementById('hostile-bulk-holder').appendChild(table);
    window.Almanac.TableManager.initTable(table);
    window.Almanac.TableManager.setData('hostile-bulk', strings.map(function (h, i) { return { id: i + 1, name: h, note: '' }; }));
    document.body.setAttribute('data-hostile-ready', '');
  });
});
