document.addEventListener('DOMContentLoaded', function () {
  var TM = window.Almanac.TableManager;
  function makeTable(id, source) {
    var table = document.createElement('table');
    table.setAttribute('data-table', id);
    table.setAttribute('data-source', source);
    table.innerHTML = '<thead><tr><th data-field="name">Name</th></tr></thead>';
    return table;
  }
  document.getElementById('load-403').addEventListener('click', function () {
    var t = makeTable('t403', '/api/secure/403');
    document.getElementById('slot').appendChild(t);
    TM.initTable(t);
  });
  document.getElementById('load-401').addEventListener('click', function () {
    var t = makeTable('t401', '/api/secure/401');
    document.getElementById('slot').appendChild(t);
    TM.initTable(t);
  });
  document.getElementById('detached-403').addEventListener('click', function () {
    // Never attached to the document: isAlive is false, so no redirect happens.
    TM.initTable(makeTable('detached', '/api/secure/403'));
  });
});
