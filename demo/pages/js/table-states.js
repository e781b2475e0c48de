// "Heal" the broken table by pointing it at a working endpoint, as a fixed server would.
document.addEventListener('DOMContentLoaded', function () {
  document.getElementById('heal').addEventListener('click', function () {
    var store = window.Almanac.TableManager.getTable('broken');
    store.config = Object.assign({}, store.config, { source: '/api/employees?pageSize=5' });
  });
});
