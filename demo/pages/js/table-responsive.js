// Demo: phone widths (demo/pages/table-responsive.html): the rows of its three tables, the export and the events.
// ?lang=th and ?dir=rtl show the page in Thai or right to left (set before the tables start: this script runs
// before DOMContentLoaded, when the bundle finds them).
(function () {
  var query = new URLSearchParams(location.search);
  if (query.get('lang')) document.documentElement.lang = query.get('lang');
  if (query.get('dir')) document.documentElement.dir = query.get('dir');
})();
document.addEventListener('DOMContentLoaded', function () {
  var TM = window.Almanac.TableManager;
  var log = document.getElementById('responsive-log');
  TM.setData('collapse-staff', window.demoPeople(25));
  TM.setData('cards-staff', window.demoPeople(12));
  TM.setData('cards-work', window.demoPeople(18));
  TM.setData('collapse-many', window.demoPeople(100000));
  window.responsiveEvents = [];
  // The cards-work table's own, with the row each is about.
  window.cardEvents = [];
  ['table:rowAction', 'table:fieldChange'].forEach(function (name) {
    window.EventManager.on(name, function (e) {
      var detail = e.detail || e;
      if (detail.tableId === 'cards-work') {
        var row = detail.row || detail.rowData || {};
        window.cardEvents.push({ name: name, id: row.id, field: detail.field, value: detail.value, action: detail.action });
      }
      window.responsiveEvents.push({ name: name, field: detail.field, value: detail.value });
      log.textContent = name + (detail.field ? ' ' + detail.field + ' = ' + detail.value : '');
    });
  });
  document.getElementById('export-csv').addEventListener('click', function () {
    TM.exportData('collapse-staff', 'csv', { filename: 'staff' });
  });
});
