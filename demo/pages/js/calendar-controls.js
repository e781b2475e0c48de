// Demo page script for calendar-controls.html: buttons call window.EventCalendar,
// and every eventcalendar:* event is logged (EventManager and DOM listeners).
(function () {
  var names = ['dateClick', 'eventClick', 'navigate', 'today', 'viewChange', 'periodChange', 'eventAdd', 'eventRemove',
    'eventUpdate', 'destroy', 'error'];
  var log = document.getElementById('calendar-log');
  var result = document.getElementById('result');
  var sel = '#controlled';
  var counter = 0;
  window.calendarLog = [];

  function iso(d) {
    return d.getFullYear() + '-' + String(d.getMonth() + 1).padStart(2, '0') + '-' + String(d.getDate()).padStart(2, '0');
  }
  function describe(detail) {
    var parts = [];
    if (detail.view) parts.push('view=' + detail.view);
    if (detail.date instanceof Date) parts.push('date=' + iso(detail.date));
    if (detail.direction) parts.push('direction=' + detail.direction);
    if (detail.year) parts.push('year=' + detail.year + ' month=' + detail.month);
    if (detail.event) parts.push('event=' + detail.event.id + ' "' + detail.event.title + '"');
    if (detail.eventId) parts.push('eventId=' + detail.eventId);
    return parts.join(' ');
  }
  function write(source, name, detail) {
    window.calendarLog.push({ source: source, name: name, detail: detail });
    log.textContent = source + ' ' + name + ' ' + describe(detail || {}) + '\n' + log.textContent;
  }
  names.forEach(function (short) {
    var name = 'eventcalendar:' + short;
    window.EventManager.on(name, function (payload) { write('EM ', name, payload && payload.detail); });
    document.addEventListener(name, function (e) { write('DOM', name, e.detail); });
  });

  // Callbacks named by data-on-date-click / data-on-event-click: called after the event is emitted.
  window.calendarDemo = {
    onDateClick: function (date) { result.textContent = 'onDateClick(' + iso(date) + ')'; },
    onEventClick: function (event) { result.textContent = 'onEventClick(' + event.id + ')'; },
  };

  function today(offset, hour) {
    var d = new Date();
    d.setDate(d.getDate() + offset);
    return iso(d) + (hour === undefined ? '' : 'T' + String(hour).padStart(2, '0') + ':00:00');
  }

  document.querySelector('.controls').addEventListener('click', function (e) {
    var button = e.target.closest('button');
    if (!button) return;
    var EC = window.EventCalendar;
    var call = button.getAttribute('data-call');
    if (call) {
      var arg = button.getAttribute('data-arg');
      EC[call](sel, arg === '1' || arg === '-1' ? Number(arg) : arg);
      return;
    }
    switch (button.id) {
      case 'add':
        counter += 1;
        EC.addEvent(sel, { id: 'demo-' + counter, title: 'Added event ' + counter, start: today(counter % 5, 10), end: today(counter % 5, 11), allDay: false });
        break;
      case 'update':
        EC.updateEvent(sel, 'demo-1', { title: 'Updated title', color: '#b91c1c' });
        break;
      case 'remove':
        EC.removeEvent(sel, 'demo-1');
        break;
      case 'set':
        EC.setEvents(sel, [
          { id: 'set-1', title: 'Workshop', start: today(-1), end: today(1) },
          { id: 'set-2', title: 'Office hours', scheduleType: 'recurring-slot', startDate: today(0), endDate: today(4), slotStartTime: '15:00', slotEndTime: '16:00' },
        ]);
        break;
      case 'get': {
        var now = new Date();
        var list = EC.getEvents(sel, new Date(now.getFullYear(), now.getMonth(), 1), new Date(now.getFullYear(), now.getMonth() + 1, 0, 23, 59));
        result.textContent = list.length + ' event(s): ' + list.map(function (x) { return x.title; }).join(', ');
        break;
      }
      case 'destroy':
        EC.destroy(sel);
        break;
      case 'create':
        result.textContent = EC.create(sel) ? 'created (or reused)' : 'no element';
        break;
    }
  });
})();
