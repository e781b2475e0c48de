// Performance demo: builds a table of N generated rows and shows, for each action, the time from the
// action to the end of the first frame that shows its result (requestAnimationFrame, then a task).
document.addEventListener('DOMContentLoaded', function () {
  var TM = window.Almanac.TableManager;
  var slot = document.getElementById('perf-slot');
  var times = document.getElementById('perf-times');
  var cache = {};

  function rowsOf(n) {
    return cache[n] || (cache[n] = window.demoPeople(n));
  }

  function report(label, t0) {
    requestAnimationFrame(function () {
      var channel = new MessageChannel();
      channel.port1.onmessage = function () {
        var item = document.createElement('li');
        item.textContent = label + ': ' + Math.round(performance.now() - t0) + ' ms';
        times.prepend(item);
        while (times.children.length > 8) times.lastElementChild.remove();
      };
      channel.port2.postMessage(null);
    });
  }

  function build(n, pageSize) {
    var rows = rowsOf(n);
    var table = document.createElement('table');
    table.setAttribute('data-table', 'perf');
    table.setAttribute('data-search-columns', 'name,city');
    if (pageSize > 0) table.setAttribute('data-page-size', String(pageSize));
    var head = table.createTHead().insertRow();
    [['name', 'Name'], ['city', 'City'], ['department', 'Department'], ['salary', 'Salary'], ['hired', 'Hired']].forEach(function (c) {
      var th = document.createElement('th');
      th.setAttribute('data-field', c[0]);
      th.setAttribute('data-sortable', 'true');
      if (c[0] === 'salary') { th.setAttribute('data-type', 'number'); th.setAttribute('data-format', 'number'); }
      if (c[0] === 'hired') th.setAttribute('data-type', 'date');
      th.textContent = c[1];
      head.appendChild(th);
    });
    var t0 = performance.now();
    // The previous table leaves the page with its toolbar and pagination; its id passes to the new one.
    slot.replaceChildren(table);
    TM.initTable(table);
    TM.setData('perf', rows);
    report('Render ' + n.toLocaleString('en') + (pageSize ? ' rows, pages of ' + pageSize : ' rows, one page'), t0);
  }

  // User actions on the table, timed from the event to the frame that shows the result.
  slot.addEventListener('click', function (event) {
    var button = event.target.closest('.alm-sort-button, .alm-pagination button');
    if (button) report((button.closest('th') ? 'Sort by ' : 'Pagination: ') + (button.getAttribute('aria-label') || button.textContent.trim()), performance.now());
  }, true);
  slot.addEventListener('input', function (event) {
    if (event.target.matches('input[type="search"]')) report('Search "' + event.target.value + '"', performance.now());
  }, true);

  document.getElementById('perf-form').addEventListener('submit', function (event) {
    event.preventDefault();
    build(Number(document.getElementById('perf-rows').value), Number(document.getElementById('perf-layout').value));
  });
  build(100000, 50);
});
