document.addEventListener('DOMContentLoaded', function () {
  var TM = window.Almanac.TableManager;
  function on(id, fn) { document.getElementById(id).addEventListener('click', fn); }
  on('init', function () { TM.init({ pageSizes: [2, 4], showCheckbox: true }); });
  on('set', function () {
    TM.setData('life', [{ id: 1, name: 'Katherine', role: 'Mathematician' }, { id: 2, name: 'Margaret', role: 'Engineer' },
      { id: 3, name: 'Hedy', role: 'Inventor' }]);
  });
  on('render', function () { TM.renderTable('life'); });
  on('late', function () {
    // A second click swaps the slot's content, as a script that replaces part of the page would:
    // the new table reuses the id of the one that left the document.
    var slot = document.getElementById('late-slot');
    var again = !!slot.querySelector('table');
    var table = document.createElement('table');
    table.setAttribute('data-table', 'late');
    var head = table.createTHead().insertRow();
    var th = document.createElement('th');
    th.setAttribute('data-field', 'name');
    th.textContent = 'Late name';
    head.appendChild(th);
    slot.replaceChildren(table);
    TM.initTable(table);
    TM.setData('late', [{ name: again ? 'Swapped in' : 'Added later' }]);
  });
  on('destroy', function () { TM.destroy(); });
  on('alive', function () { document.getElementById('alive-out').textContent = String(TM.isAlive('life')); });
});
