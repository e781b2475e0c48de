// Demo page script for calendar-ics.html: the export button calls window.EventCalendar.exportIcs,
// and eventcalendar:export says what was handed to the browser.
(function () {
  var status = document.getElementById('export-status');
  document.getElementById('export-ics').addEventListener('click', function () {
    window.EventCalendar.exportIcs('#ics-calendar', { start: '2026-11-01', end: '2026-11-30', filename: 'club-november' });
  });
  document.addEventListener('eventcalendar:export', function (e) {
    status.textContent = e.detail.count + ' events saved as ' + e.detail.filename;
  });
})();
