// hostile-editing.html: an editable table made once the corpus has arrived; every hostile string is a
// cell value (text control), an option label (select) and, through /api/hostile/save/:id, a server
// message and field error.
(function () {
  var TM = window.Almanac.TableManager;
  function el(name, attrs, text) {
    var node = document.createElement(name);
    Object.keys(attrs || {}).forEach(function (key) { node.setAttribute(key, attrs[key]); });
    if (text) node.textContent = text;
    return node;
  }
  fetch('/api/hostile/corpus').then(function (r) { return r.json(); }).then(function (body) {
    var strings = body.data;
    var options = {};
    strings.forEach(function (s, i) { options['o' + i] = s; });
    var table = el('table', { 'data-table': 'hostile-edit', 'data-editable-rows': 'true', 'data-edit-url': '/api/hostile/save/{id}' });
    var head = table.createTHead().insertRow();
    head.appendChild(el('th', { 'data-field': 'note', 'data-cell-element': 'text' }, 'Note'));
    head.appendChild(el('th', { 'data-field': 'pick', 'data-cell-element': 'select', 'data-options': JSON.stringify(options) }, 'Pick'));
    document.getElementById('hostile-edit-slot').appendChild(table);
    TM.initTable(table);
    TM.setData('hostile-edit', strings.map(function (s, i) { return { id: i + 1, note: s, pick: 'o' + i }; }));
    document.body.setAttribute('data-hostile-ready', '');
  });
})();
