// Demo: logs the row events of demo/pages/table-rows.html (and keeps them for the e2e tests).
(function () {
  var names = ['table:rowAdded', 'table:rowCopied', 'table:rowDeleted', 'table:rowReorder', 'table:error', 'table:fieldChange'];
  var log = document.getElementById('rows-log');
  window.rowEvents = [];
  names.forEach(function (name) {
    window.EventManager.on(name, function (e) {
      var detail = e && e.detail ? e.detail : e;
      window.rowEvents.push({ name: name, detail: detail });
      var what = detail.order ? ' order=' + detail.order.join(',') : detail.rowId !== undefined ? ' id=' + detail.rowId
        : detail.newItem ? ' copy=' + detail.newItem.id : detail.row ? ' id=' + detail.row.id : '';
      log.textContent = name + ' ' + detail.tableId + what + '\n' + log.textContent;
    });
  });
})();
