// Demo: the table as a spreadsheet (demo/pages/table-spreadsheet.html): rows for the grids, one with a note a
// spreadsheet would run as a formula (a copy guards it, as CSV export does).
document.addEventListener('DOMContentLoaded', function () {
  var TM = window.Almanac.TableManager;
  var notes = ['Prefers mornings', '=HYPERLINK("http://example.com","x")', 'On the hiring panel', '-2 days off', '@mention me'];
  var staff = window.demoPeople(30).map(function (p, i) {
    p.notes = notes[i % notes.length];
    return p;
  });
  TM.setData('sheet-staff', staff);
  TM.setData('sheet-large', window.demoPeople(100000));
  TM.setData('sheet-thai', window.demoPeople(12));
});

// The language buttons, as a host app's language menu: set <html lang> and tell the widgets (locale:changed).
document.addEventListener('click', function (event) {
  var button = event.target.closest && event.target.closest('[data-lang]');
  if (!button) return;
  document.documentElement.lang = button.getAttribute('data-lang');
  document.querySelectorAll('[data-lang]').forEach(function (b) {
    b.setAttribute('aria-pressed', String(b === button));
  });
  window.EventManager.emit('locale:changed', { locale: button.getAttribute('data-lang') });
});
