document.addEventListener('DOMContentLoaded', function () {
  var TM = window.Almanac.TableManager;
  TM.setData('people', window.demoPeople(137));
  document.getElementById('only-eng').addEventListener('click', function () {
    TM.setFilters('people', { department: 'eng' });
  });
  document.getElementById('clear').addEventListener('click', function () {
    document.querySelectorAll('[data-table-toolbar="people"] [data-filter]').forEach(function (el) { el.value = ''; });
    TM.setFilters('people', { department: '', status: '', salary: '', city: '', search: '' });
  });
});
