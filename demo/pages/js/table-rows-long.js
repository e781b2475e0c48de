// Demo: 300 rows for demo/pages/table-rows-long.html (windowed rendering: 200+ rows on one page).
document.addEventListener('DOMContentLoaded', function () {
  var rows = [];
  for (var i = 1; i <= 300; i++) rows.push({ id: i, name: 'Item ' + i, qty: i % 7, note: i % 5 === 0 ? 'Check stock' : '' });
  window.Almanac.TableManager.setData('long', rows);
  window.Almanac.TableManager.setData('boxed', rows.map(function (row) { return { id: row.id, name: row.name, qty: row.qty }; }));
});
