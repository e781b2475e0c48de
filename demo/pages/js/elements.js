// Demo page demo/pages/elements.html: the custom elements driven as an app would, through their
// attributes, properties, methods and events (no inline script: the demo's CSP allows none).
(function () {
  var staff = document.getElementById('staff');
  var people = document.getElementById('people');
  var planner = document.getElementById('planner');
  var log = document.getElementById('event-log');
  window.elementEvents = [];
  ['table:loaded', 'table:destroyed', 'table:export', 'eventcalendar:navigate', 'eventcalendar:periodChange', 'eventcalendar:viewChange'].forEach(function (name) {
    document.addEventListener(name, function (e) {
      if (!e.target || !e.target.localName || e.target.localName.indexOf('almanac-') !== 0) return;
      window.elementEvents.push({ name: name, target: e.target.id });
      log.textContent = name + ' on #' + e.target.id + '\n' + log.textContent;
    });
  });
  people.columns = [{ field: 'name', label: 'Name', sortable: true }, { field: 'city', label: 'City' }];
  people.rows = [{ id: 1, name: 'Ada', city: 'London' }, { id: 2, name: 'Grace', city: 'New York' }, { id: 3, name: 'Hedy', city: 'Vienna' }];

  function on(id, fn) { document.getElementById(id).addEventListener('click', fn); }
  document.getElementById('page-size').addEventListener('change', function (e) { staff.setAttribute('page-size', e.target.value); });
  on('first-rows', function () { people.rows = people.rows.slice(0, 3).reverse(); });
  on('move', function () {
    var to = staff.parentNode.id === 'table-slot' ? 'other-slot' : 'table-slot';
    document.getElementById(to).append(staff);
  });
  on('remove', function () {
    if (staff.isConnected) staff.remove();
    else document.getElementById('table-slot').append(staff);
  });
  on('export', function () { staff.exportData('csv'); });
  on('next', function () { planner.navigate(1); });
  on('goto', function () { planner.gotoDate('2026-12-25'); });
  on('week', function () { planner.setAttribute('default-view', 'week'); });
})();
