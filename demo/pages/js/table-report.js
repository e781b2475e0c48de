// The report demo (demo/pages/table-report.html). ?lang=th and ?dir=rtl show the page in Thai or right to left
// (set before the tables start: this script runs before DOMContentLoaded, when the bundle finds them).
(function () {
  var query = new URLSearchParams(location.search);
  if (query.get('lang')) document.documentElement.lang = query.get('lang');
  if (query.get('dir')) document.documentElement.dir = query.get('dir');
})();
// The "Group by" buttons: TableManager.setGroupBy (issue 47).
document.querySelectorAll('[data-group]').forEach((button) => {
  button.addEventListener('click', () => {
    window.Almanac.TableManager.setGroupBy('sales', button.dataset.group);
    document.querySelectorAll('[data-group]').forEach((b) => b.setAttribute('aria-pressed', String(b === button)));
  });
});
// 100,000 orders of 1,000 customers (100 each), windowed in groups (issue 47 item 6): order n is customer's
// (n - 1) % 1000 + 1, so "Customer 7" holds orders 7, 1007, 2007, …
document.addEventListener('DOMContentLoaded', function () {
  var products = ['Chairs', 'Desks', 'Lamps', 'Shelves', 'Cabinets'];
  var rows = new Array(100000);
  for (var i = 0; i < rows.length; i++) {
    rows[i] = { id: i + 1, customer: 'Customer ' + ((i % 1000) + 1), product: products[i % 5], amount: 100 + ((i * 37) % 900) };
  }
  window.Almanac.TableManager.setData('orders-grouped', rows);
});
