// Rows for the formats demo, and a named formatter that returns explicit HTML.
document.addEventListener('DOMContentLoaded', function () {
  var TM = window.Almanac.TableManager;
  TM.registerFormatter('badge', function (cell, value) {
    var span = document.createElement('span');
    span.className = 'badge ' + (value === 'a' ? 'active' : 'inactive');
    span.textContent = value === 'a' ? 'active' : 'inactive';
    return span;
  });
  TM.setData('formats', [
    { id: 1, note: '<b>bold?</b> & <img src=x>', qty: 1234.5, price: 1234.5, yen: 1234.5, ratio: 0.256, status: 'a',
      day: '2026-03-04', at: '2026-03-04T09:05:00', size: 1536, secs: 3665, ok: true, key: 'first_name', long: 'A rather long sentence that will be cut' },
    { id: 2, note: 'plain', qty: 7, price: 0.5, yen: 99, ratio: 1, status: 'i',
      day: '2025-12-31', at: '2025-12-31T23:59:00', size: 1048576, secs: 245, ok: false, key: 'orderTotal', long: 'short' },
    { id: 3, note: '', qty: null, price: null, yen: null, ratio: null, status: 'x',
      day: '', at: '', size: 0, secs: 0, ok: null, key: '', long: '' },
  ]);
});
