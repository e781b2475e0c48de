// Demo: a large table (demo/pages/table-large.html), its rows built in the page: 20,000, or ?rows=N (up to 100,000).
document.addEventListener('DOMContentLoaded', function () {
  var asked = Number(new URLSearchParams(location.search).get('rows'));
  var count = asked > 0 ? Math.min(Math.floor(asked), 100000) : 20000;
  window.Almanac.TableManager.setData('large', window.demoPeople(count));
});
