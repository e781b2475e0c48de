document.addEventListener('DOMContentLoaded', function () {
  var TM = window.Almanac.TableManager;
  var out = document.getElementById('interval-out');
  function show(result) { out.textContent = 'returned ' + result + ', interval ' + TM.getRefreshInterval('orders') + ' s'; }
  document.getElementById('every-2').addEventListener('click', function () { show(TM.setRefreshInterval('orders', 2)); });
  document.getElementById('stop').addEventListener('click', function () { show(TM.stopAutoRefresh('orders')); });
  document.getElementById('start').addEventListener('click', function () { show(TM.startAutoRefresh('orders')); });
});
