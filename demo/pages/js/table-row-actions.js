// Demo page of row actions: logs what the tables emit (newest first) in <pre id="event-log">,
// and keeps every event in window.almanacEvents for the e2e tests.
document.addEventListener('DOMContentLoaded', function () {
  var log = document.getElementById('event-log');
  window.almanacEvents = [];
  ['table:rowAction', 'table:action', 'table:error', 'table:loaded'].forEach(function (name) {
    window.Almanac.EventManager.on(name, function (e) {
      var d = e && e.detail ? e.detail : {};
      window.almanacEvents.push({ name: name, detail: d });
      var line = name + ' ' + d.tableId;
      if (d.action) line += ' ' + d.action;
      if (name === 'table:rowAction') line += ' id=' + d.payload.id + (d.payload.url ? ' ' + d.payload.method + ' ' + d.payload.url : ' (no request)');
      if (name === 'table:action') line += d.success ? ' succeeded' : ' failed';
      if (name === 'table:error') line += ': ' + (d.error && d.error.message);
      if (name === 'table:loaded') line += ' ' + d.data.length + ' rows';
      log.textContent = line + '\n' + log.textContent;
    });
  });
});
