document.addEventListener('DOMContentLoaded', function () {
  var TM = window.Almanac.TableManager;
  var rows = window.demoPeople(23);
  TM.setData('columns', rows);
  var shown = { salary: false, city: true };
  function toggler(field, button, label) {
    button.addEventListener('click', function () {
      shown[field] = !shown[field];
      TM.toggleColumnVisibility('columns', field, shown[field]);
      button.textContent = (shown[field] ? 'Hide ' : 'Show ') + label;
    });
  }
  toggler('salary', document.getElementById('toggle-salary'), 'salary');
  toggler('city', document.getElementById('toggle-city'), 'city');

  var first = [
    { field: 'no', label: '#', autoNumber: true },
    { field: 'name', label: 'Name', sort: true, class: 'hdr-name', cellClass: 'cell-name' },
    { field: 'salary', label: 'Salary', type: 'number', format: 'currency', currency: 'USD', decimals: 0, sort: true, cellClass: 'num' },
    { field: 'status', label: 'Status', format: 'lookup', options: { active: 'Active', inactive: 'Inactive', on_leave: 'On leave' }, filter: true },
    { field: 'id', label: 'Id', visible: false },
  ];
  var second = [
    { field: 'name', label: 'Employee', sort: true },
    { field: 'hired', label: 'Hired on', type: 'date', format: 'date', pattern: 'MMM YYYY', sort: true },
    { field: 'city', label: 'Office', hidden: true },
  ];
  TM.setData('dynamic', { columns: first, data: rows });
  var useSecond = false;
  document.getElementById('swap-columns').addEventListener('click', function () {
    useSecond = !useSecond;
    TM.setData('dynamic', { columns: useSecond ? second : first, data: rows });
  });
});
