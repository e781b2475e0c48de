// The hostile strings as local rows (setData) of two tables: plain cells and a row template.
document.addEventListener('DOMContentLoaded', function () {
  fetch('/api/hostile/corpus').then(function (r) { return r.json(); }).then(function (body) {
    var rows = body.data.map(function (h, i) { return { id: i + 1, name: h, url: h, kind: h }; });
    window.Almanac.TableManager.setData('hostile-local', rows);
    window.Almanac.TableManager.setData('hostile-template', rows);
    document.body.setAttribute('data-hostile-ready', '');
  });
});
