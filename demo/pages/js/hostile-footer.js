// hostile-footer.html: a table made once the corpus has arrived, one footer row per hostile
// string (prefix, suffix, custom value, around a formatter's output), rows holding the strings.
(function () {
  var TM = window.Almanac.TableManager;
  window.hostileFooter = {
    /** data-custom: returns the row's hostile string as the aggregate value. */
    echo: function (rows, cell) { return cell.getAttribute('data-s'); },
    /** data-formatter: builds its output as text (a Node), as a careful page author does. */
    text: function (cell, value) {
      var span = document.createElement('span');
      span.textContent = cell.getAttribute('data-s') + value;
      return span;
    },
  };
  function el(name, attrs, text) {
    var node = document.createElement(name);
    Object.keys(attrs || {}).forEach(function (key) { node.setAttribute(key, attrs[key]); });
    if (text) node.textContent = text;
    return node;
  }
  fetch('/api/hostile/corpus').then(function (r) { return r.json(); }).then(function (body) {
    var strings = body.data;
    var table = el('table', { 'data-table': 'hostile-footer', 'data-page-size': '5' });
    var head = table.createTHead().insertRow();
    [['name', 'Name'], ['n', 'N'], ['mixed', 'Mixed']].forEach(function (c) {
      head.appendChild(el('th', c[0] === 'name' ? { 'data-field': c[0] } : { 'data-field': c[0], 'data-type': 'number' }, c[1]));
    });
    var foot = table.createTFoot();
    strings.forEach(function (s) {
      var tr = foot.insertRow();
      tr.appendChild(el('td', { 'data-aggregate': 'count', 'data-field': 'name', 'data-prefix': s, 'data-suffix': s }));
      tr.appendChild(el('td', { 'data-aggregate': 'sum', 'data-formatter': 'hostileFooter.text', 'data-prefix': s, 'data-s': s }));
      tr.appendChild(el('td', { 'data-aggregate': 'custom', 'data-custom': 'hostileFooter.echo', 'data-s': s }));
    });
    var last = foot.insertRow();
    last.id = 'hostile-mixed';
    ['count', 'max', 'sum'].forEach(function (type) { last.appendChild(el('td', { 'data-aggregate': type })); });
    document.getElementById('hostile-footer-slot').appendChild(table);
    TM.initTable(table);
    TM.setData('hostile-footer', strings.map(function (s, i) { return { name: s, n: i, mixed: i % 2 ? s : i }; }));
  });
})();
