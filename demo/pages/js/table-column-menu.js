// Demo: column menu, reorder and chooser (demo/pages/table-column-menu.html): the column state methods,
// table:columnReorder, table:columnVisibility and table:columnPin. ?lang=th and ?dir=rtl show the page in Thai or
// right to left (set before the tables start: this script runs before DOMContentLoaded, when the bundle finds them).
(function () {
  var query = new URLSearchParams(location.search);
  if (query.get('lang')) document.documentElement.lang = query.get('lang');
  if (query.get('dir')) document.documentElement.dir = query.get('dir');
})();
document.addEventListener('DOMContentLoaded', function () {
  var TM = window.Almanac.TableManager;
  var out = document.getElementById('column-state');
  var log = document.getElementById('column-log');
  window.columnEvents = [];
  ['table:columnReorder', 'table:columnVisibility', 'table:columnPin'].forEach(function (name) {
    window.EventManager.on(name, function (e) {
      window.columnEvents.push({ name: name, detail: e.detail });
      log.textContent = name + ' ' + JSON.stringify(e.detail);
    });
  });
  document.getElementById('show-state').addEventListener('click', function () {
    out.textContent = JSON.stringify(TM.getColumnState('staff'));
  });
  document.getElementById('set-state').addEventListener('click', function () {
    TM.setColumnState('staff', { order: ['salary', 'name'], hidden: ['city'] });
  });
  document.getElementById('reset-state').addEventListener('click', function () {
    TM.setColumnState('staff', { order: [], hidden: [] });
  });
});
