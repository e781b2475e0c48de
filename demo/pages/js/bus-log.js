// Demo helper for the pages that load almanac-table.js and almanac-calendar.js side by side:
// ONE handler, subscribed on window.Almanac.EventManager, logs the table and calendar events it
// hears into <pre id="bus-log"> and window.busLog (calendar events are also DOM events on
// document; this listens only through the EventManager).
(function () {
  var names = ['table:render', 'table:loaded', 'eventcalendar:navigate', 'eventcalendar:viewChange', 'eventcalendar:today',
    'eventcalendar:dateClick', 'eventcalendar:eventClick'];
  var log = document.getElementById('bus-log');
  window.busLog = [];
  names.forEach(function (name) {
    window.Almanac.EventManager.on(name, function heard(arg) {
      var detail = arg && arg.detail ? arg.detail : arg;
      var summary = detail && detail.tableId ? ' ' + detail.tableId : detail && detail.view ? ' view=' + detail.view : '';
      window.busLog.push(name);
      log.textContent = name + summary + '\n' + log.textContent;
    });
  });
})();
