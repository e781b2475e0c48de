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
