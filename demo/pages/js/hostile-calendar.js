// The hostile events written into data-events (as a server would, escaped into the
// attribute) of a calendar made after they are fetched; and the strings as the palette
// (eventColors) of a calendar made from script, whose timed events have no colour of their own.
document.addEventListener('DOMContentLoaded', function () {
  fetch('/api/hostile/events').then(function (r) { return r.json(); }).then(function (body) {
    var slot = document.getElementById('inline-slot');
    var el = document.createElement('div');
    el.id = 'inline-calendar';
    el.setAttribute('data-event-calendar', '');
    el.setAttribute('data-date', '2026-08-15');
    el.setAttribute('data-events', JSON.stringify(body.data));
    slot.appendChild(el);
    window.Almanac.EventCalendar.discoverCalendars(slot);
    var palette = document.createElement('div');
    palette.id = 'palette-calendar';
    document.getElementById('palette-slot').appendChild(palette);
    window.Almanac.EventCalendar.create(palette, {
      date: '2026-08-15',
      eventColors: body.data.map(function (e) { return e.color; }).concat(['#0b7285']),
      events: body.data.map(function (e) { return { id: e.id, title: e.title, start: e.start + 'T09:00', end: e.start + 'T10:30', allDay: false }; }),
    });
    document.body.setAttribute('data-hostile-ready', '');
  });
});
