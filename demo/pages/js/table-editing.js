// demo/pages/table-editing.html: reload buttons and the automatic refresh switch.
(function () {
  document.getElementById('reload').addEventListener('click', function () {
    window.TableManager.loadTableData('items', { force: true });
  });
  // A load whose answer carries an errors map: the fields it names are marked.
  document.getElementById('load-errors').addEventListener('click', function () {
    fetch('/api/line-items?errors=1&table=items').then(function (r) { return r.json(); }).then(function (payload) {
      window.TableManager.setData('items', payload);
    });
  });
  var auto = document.getElementById('auto-refresh');
  auto.addEventListener('change', function () {
    window.TableManager.setRefreshInterval('items', auto.checked ? 5 : 0);
  });
})();
