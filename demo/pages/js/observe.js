// Demo: observed discovery (issue 49). The container's markup as the server sent it, kept before the
// widgets enhance it, is what the buttons swap in, as HTMX (outerHTML) and Turbo (the body) would.
// ?attr: only <main data-almanac-observe> observes (no init({observe: true})).
(function () {
  var w = window;
  var template = document.getElementById('slot').innerHTML;
  w.observeTemplate = template;
  var version = 1;
  function fresh() {
    version += 1;
    var holder = document.createElement('div');
    holder.innerHTML = template.replace('data-version="1"', 'data-version="' + version + '"').replace('Version 1', 'Version ' + version);
    return holder.firstElementChild;
  }
  if (!/[?&]attr\b/.test(location.search)) {
    w.Almanac.TableManager.init({ observe: true });
    w.Almanac.EventCalendar.init({ observe: true });
  }
  w.almanacEvents = w.almanacEvents || [];
  w.EventManager.on('eventcalendar:destroy', function (e) {
    var el = (e && e.detail ? e.detail : e).element;
    w.almanacEvents.push({ name: 'eventcalendar:destroy', detail: { id: el && el.id } });
  });
  // The buttons are found again after a body replacement: one listener on the document.
  document.addEventListener('click', function (e) {
    var button = e.target instanceof Element ? e.target.closest('button[id]') : null;
    if (!button) return;
    var box = document.getElementById('swap-box');
    var slot = document.getElementById('slot');
    var TM = w.Almanac.TableManager;
    var EC = w.Almanac.EventCalendar;
    switch (button.id) {
      case 'swap': if (box) box.outerHTML = fresh().outerHTML; break;
      case 'remove': if (box) box.remove(); break;
      case 'add': if (!box && slot) slot.appendChild(fresh()); break;
      case 'body': {
        var body = document.createElement('body');
        body.innerHTML = document.body.innerHTML.replace(/<section id="swap-box"[\s\S]*<\/section>/, fresh().outerHTML);
        document.documentElement.replaceChild(body, document.body);
        break;
      }
      case 'destroy-table': TM.destroyTable('swap'); break;
      case 'destroy-cal': EC.destroy('#swap-cal'); break;
      case 'again': TM.initTable(document.querySelector('table[data-table="swap"]')); EC.create('#swap-cal'); break;
    }
  });
})();
