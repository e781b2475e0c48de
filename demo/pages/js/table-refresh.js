document.addEventListener('DOMContentLoaded', function () {
  var TM = window.Almanac.TableManager;
  var out = document.getElementById('interval-out');
  function show(result) { out.textContent = 'returned ' + result + ', interval ' + TM.getRefreshInterval('orders') + ' s'; }
  document.getElementById('every-10').addEventListener('click', function () { show(TM.setRefreshInterval('orders', 10)); });
  document.getElementById('every-1').addEventListener('click', function () { show(TM.setRefreshInterval('orders', 1)); });
  document.getElementById('stop').addEventListener('click', function () { show(TM.stopAutoRefresh('orders')); });
  document.getElementById('start').addEventListener('click', function () { show(TM.startAutoRefresh('orders')); });
});
