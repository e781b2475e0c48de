// The export demo: rows for the local table, a formatter that returns markup, the export buttons
// and a log of table:export / table:error (window.exportEvents, read by tests/e2e/table-export.e2e.ts).
document.addEventListener('DOMContentLoaded', function () {
  var TM = window.Almanac.TableManager;
  var EM = window.Almanac.EventManager;
  var LEVELS = { 1: 'Junior', 2: 'Senior', 3: 'Lead' };
  // Cells that a spreadsheet would take for formulas, and text that needs CSV quoting.
  var NOTES = ['=1+1', '+SUM(A1:A9)', '-2+3', '@cmd', 'Says "hi", then leaves', 'Line one\nLine two', '<b>not bold</b>', 'Ünïcödé ไทย'];

  TM.registerFormatter('level', function (cell, value) {
    return '<span class="badge">' + (LEVELS[value] || 'Unknown') + '</span>';
  });
  TM.setData('staff', window.demoPeople(60).map(function (p, i) {
    return {
      id: p.id, name: p.name, email: p.name.toLowerCase().replace(/[^a-z]+/g, '.') + '@example.com',
      department: p.department, salary: p.salary, hired: p.hired, level: 1 + (i % 3), note: i % 7 === 0 ? NOTES[(i / 7) % NOTES.length] : '',
    };
  }));

  document.querySelectorAll('button[data-export]').forEach(function (button) {
    button.addEventListener('click', function () {
      var table = button.getAttribute('data-export-table');
      var input = document.getElementById(table + '-filename');
      var options = input && input.value ? { filename: input.value } : {};
      TM.exportData(table, button.getAttribute('data-export'), options);
    });
  });

  var log = document.getElementById('export-log');
  window.exportEvents = [];
  ['table:export', 'table:error'].forEach(function (name) {
    EM.on(name, function (e) {
      var d = e.detail;
      window.exportEvents.push({ name: name, detail: { tableId: d.tableId, format: d.format, success: d.success, action: d.action } });
      var item = document.createElement('li');
      item.textContent = name + ' ' + d.tableId + (name === 'table:export' ? ' ' + d.format + ' success=' + d.success : ' ' + d.action + ': ' + (d.error && d.error.message));
      log.prepend(item);
    });
  });
});
