// Demo: column resize (demo/pages/table-resize.html): the column state methods and table:columnResize.
document.addEventListener('DOMContentLoaded', function () {
  var TM = window.Almanac.TableManager;
  var out = document.getElementById('column-state');
  var log = document.getElementById('resize-log');
  window.resizeEvents = [];
  window.EventManager.on('table:columnResize', function (e) {
    window.resizeEvents.push(e.detail);
    log.textContent = e.detail.column + ' ' + e.detail.width + 'px';
  });
  document.getElementById('show-state').addEventListener('click', function () {
    out.textContent = JSON.stringify(TM.getColumnState('resize-staff'));
  });
  document.getElementById('set-state').addEventListener('click', function () {
    TM.setColumnState('resize-staff', { widths: { name: 220, city: 160 }, hidden: [] });
  });
  document.getElementById('reset-state').addEventListener('click', function () {
    TM.setColumnState('resize-staff', { widths: {} });
  });
  document.getElementById('clear-cache').addEventListener('click', function () {
    TM.clearTableCache('resize-staff');
    out.textContent = 'Stored widths forgotten: a reload shows the natural widths.';
  });
});
