// Demo: the selection methods from buttons.
(function () {
  var TM = window.Almanac.TableManager;
  document.getElementById('clear-by-element').addEventListener('click', function () {
    TM.clearSelection(document.getElementById('people-table'));
  });
  document.getElementById('clear-by-id').addEventListener('click', function () {
    TM.clearSelection(null, 'people');
  });
  document.getElementById('reload').addEventListener('click', function () {
    TM.loadTableData('staff');
  });
})();
