// Demo helper: writes every Almanac event it hears into <pre id="event-log">.
(function () {
  var names = ['table:render', 'table:loaded', 'table:loading', 'table:error', 'table:destroyed', 'tablemanager:destroyed',
    'table:selectionChange', 'table:fieldChange', 'table:bound', 'table:stateUpdate', 'table:refreshed'];
  var log = document.getElementById('event-log');
  window.almanacEvents = [];
  names.forEach(function (name) {
    window.EventManager.on(name, function (e) {
      var detail = e && e.detail ? e.detail : e;
      window.almanacEvents.push({ name: name, detail: detail });
      if (!log) return;
      var summary = detail && detail.tableId ? ' ' + detail.tableId : '';
      if (detail && 'filteredRecords' in detail) summary += ' rows=' + detail.data.length + ' filtered=' + detail.filteredRecords + '/' + detail.totalRecords;
      log.textContent = name + summary + '\n' + log.textContent;
    });
  });
})();
