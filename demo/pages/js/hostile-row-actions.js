// Tables whose data-row-actions and rows carry every hostile string (hostile-row-actions.html):
// titles/classes/confirm questions, values filled into URL placeholders, URL templates, conditions.
document.addEventListener('DOMContentLoaded', function () {
  var TM = window.Almanac.TableManager;
  TM.setData('no-ids', [
    { id: 1, name: 'Has id 1' }, { name: 'No id' }, { id: null, name: 'Null id' }, { id: '', name: 'Empty id' },
    { id: { nested: 1 }, name: 'Object id' }, { id: 3, name: 'Has id 3' },
  ]);
  TM.setData('bad-condition', [{ id: 1, name: 'Ada', status: 'active' }, { id: 2, name: 'Ben', status: 'inactive' }]);

  function table(slot, id, actions, columns) {
    var el = document.createElement('table');
    el.setAttribute('data-table', id);
    el.setAttribute('data-row-actions', JSON.stringify(actions));
    var tr = document.createElement('tr');
    columns.forEach(function (field) {
      var th = document.createElement('th');
      th.setAttribute('data-field', field);
      th.textContent = field;
      tr.appendChild(th);
    });
    el.appendChild(document.createElement('thead')).appendChild(tr);
    document.getElementById(slot).appendChild(el);
    TM.initTable(el);
  }

  fetch('/api/hostile/corpus').then(function (r) { return r.json(); }).then(function (body) {
    var strings = body.data;
    var titles = {};
    var urls = {};
    var conditions = {};
    strings.forEach(function (h, i) {
      titles['t' + i] = { title: h, className: h, confirm: h, method: 'POST', url: '/api/echo/title-' + i };
      urls['u' + i] = { title: 'u' + i, method: 'POST', url: h };
      conditions['c' + i] = { title: 'c' + i, condition: h };
    });
    table('slot-titles', 'ra-titles', titles, ['name']);
    TM.setData('ra-titles', [{ id: 1, name: 'One row' }]);
    table('slot-values', 'ra-values', {
      go: { title: 'Go', method: 'POST', url: '/api/echo/{name}' },
      find: { title: 'Find', url: '/api/echo/find?q={name}' },
    }, ['id', 'name']);
    TM.setData('ra-values', strings.map(function (h, i) { return { id: i + 1, name: h }; }));
    table('slot-messages', 'ra-messages', {
      fail: { title: 'Fail', method: 'POST', url: '/api/hostile/row-action/{id}' },
      ok: { title: 'OK', method: 'POST', url: '/api/hostile/row-action/{id}?ok=1' },
    }, ['id']);
    TM.setData('ra-messages', strings.map(function (h, i) { return { id: i + 1 }; }));
    table('slot-urls', 'ra-urls', urls, ['name']);
    TM.setData('ra-urls', [{ id: 1, name: 'One row' }]);
    table('slot-conditions', 'ra-conditions', conditions, ['name']);
    TM.setData('ra-conditions', [{ id: 1, name: 'One row', status: 'active' }]);
    document.body.setAttribute('data-hostile-ready', '');
  });
});
