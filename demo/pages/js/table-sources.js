document.addEventListener('DOMContentLoaded', function () {
  var TM = window.Almanac.TableManager;
  var out = document.getElementById('reload-out');
  document.getElementById('reload-cached').addEventListener('click', function () {
    TM.loadTableData('cached').then(function (ok) { out.textContent = 'resolved ' + ok; });
  });
  document.getElementById('reload-forced').addEventListener('click', function () {
    TM.loadTableData('cached', { force: true }).then(function (ok) { out.textContent = 'resolved ' + ok; });
  });
  var n = 0;
  document.getElementById('add-member').addEventListener('click', function () {
    n += 1;
    var members = window.StateManager.get('team.members').concat([{ name: 'New member ' + n, role: 'Intern' }]);
    window.StateManager.set('team.members', members);
  });
});
