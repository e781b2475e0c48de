document.addEventListener('DOMContentLoaded', function () {
  window.Almanac.TableManager.setData('large', window.demoPeople(20000));
});
