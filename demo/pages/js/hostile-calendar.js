// The hostile events written into data-events (as a server would, escaped into the
// attribute) of a calendar made after they are fetched.
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
    document.body.setAttribute('data-hostile-ready', '');
  });
});
