// Demo: pinned columns and a sticky header (demo/pages/table-pin.html): wide rows, the column state
// methods and table:columnPin.
document.addEventListener('DOMContentLoaded', function () {
  var TM = window.Almanac.TableManager;
  var wide = window.demoWidePeople;
  TM.setData('pin-staff', wide(60));
  TM.setData('pin-thai', wide(40));
  TM.setData('pin-large', wide(100000));
  TM.setData('pin-page', window.demoPeople(60));
  var out = document.getElementById('column-state');
  var log = document.getElementById('pin-log');
  window.pinEvents = [];
  window.EventManager.on('table:columnPin', function (e) {
    window.pinEvents.push(e.detail);
    log.textContent = e.detail.column + ' ' + (e.detail.side || 'unpinned');
  });
  document.getElementById('pin-city').addEventListener('click', function () {
    var state = TM.getColumnState('pin-staff');
    state.pins.city = 'start';
    TM.setColumnState('pin-staff', { pins: state.pins });
  });
  document.getElementById('unpin-all').addEventListener('click', function () {
    TM.setColumnState('pin-staff', { pins: {} });
  });
  document.getElementById('show-state').addEventListener('click', function () {
    out.textContent = JSON.stringify(TM.getColumnState('pin-staff'));
  });
});
