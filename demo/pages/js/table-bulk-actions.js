// Demo helper of table-bulk-actions.html: records the action events (window.bulkEvents, for the e2e
// tests) and writes them into <pre id="event-log">. table:filterAction handlers get the payload itself;
// the other table events carry it in `detail`.
(function () {
  var names = ['table:action', 'table:actionComplete', 'table:rowRemoved', 'table:filterAction', 'table:error', 'table:selectionChange'];
  var log = document.getElementById('event-log');
  window.bulkEvents = [];
  names.forEach(function (name) {
    window.EventManager.on(name, function (arg) {
      window.bulkEvents.push({ name: name, arg: arg });
      var payload = name === 'table:filterAction' ? arg : arg && arg.detail;
      var parts = [name, payload && payload.tableId, payload && payload.action];
      if (payload && 'success' in payload) parts.push('success=' + payload.success);
      if (payload && payload.ids) parts.push('ids=' + payload.ids.join(','));
      if (payload && 'rowId' in payload) parts.push('rowId=' + payload.rowId);
      if (payload && payload.selectedRows) parts.push(payload.selectedRows.length + ' selected');
      if (log) log.textContent = parts.filter(function (p) { return p !== undefined && p !== null; }).join(' ') + '\n' + log.textContent;
    });
  });
})();
