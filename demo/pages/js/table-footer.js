// Footer demo: the payroll rows come from the SQLite API in one request and are paged here
// (TableManager.setData), a custom aggregate and a footer formatter, and a column toggle.
(function () {
  var TM = window.Almanac.TableManager;
  window.payrollFooter = {
    /** data-custom: (rows, cell, table, attrs) -> the number of distinct departments among the rows. */
    departments: function (rows) {
      var seen = Object.create(null);
      var n = 0;
      rows.forEach(function (row) {
        if (!seen[row.department]) n++;
        seen[row.department] = true;
      });
      return n;
    },
    /** data-formatter in footer mode: (cell, value, rows, attrs) -> a Node (text only, no HTML). */
    stars: function (cell, value, rows, attrs) {
      var span = document.createElement('span');
      span.className = 'demo-stars';
      span.textContent = 'best ' + '★'.repeat(Math.max(0, Math.min(5, Number(value) || 0)));
      span.title = attrs.aggregateType + ' of ' + attrs.field + ' over ' + rows.length + ' rows';
      return span;
    },
  };
  fetch('/api/employees?pageSize=all&sort=name%20asc')
    .then(function (r) { return r.json(); })
    .then(function (body) { TM.setData('payroll', body.data); });

  var hidden = false;
  var toggle = document.getElementById('toggle-role');
  toggle.addEventListener('click', function () {
    hidden = !hidden;
    TM.toggleColumnVisibility('payroll', 'role', !hidden);
    toggle.textContent = hidden ? 'Show the Role column' : 'Hide the Role column';
  });
  window.EventManager.on('table:footerSetup', function (e) {
    (window.footerSetups = window.footerSetups || []).push(e.detail);
  });
})();
