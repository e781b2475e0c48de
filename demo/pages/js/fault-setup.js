// Points the widgets of the fault pages at /api/fault/* with this page's ?key=, so that
// each visit (each e2e test) follows its own fault plan (POST /api/fault/plan).
(function () {
  var key = new URLSearchParams(location.search).get('key') || 'demo';
  var table = document.getElementById('fault-table');
  if (table) table.setAttribute('data-source', '/api/fault/rows?key=' + encodeURIComponent(key));
  var calendar = document.getElementById('fault-calendar');
  if (calendar) calendar.setAttribute('data-api', '/api/fault/events?key=' + encodeURIComponent(key));
})();
