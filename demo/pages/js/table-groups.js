// Demo: group header rows (demo/pages/table-groups.html): a group row above the header follows the columns as
// they are drawn — moved, hidden, pinned — and a footer total with them; the same in Thai, right to left; a table
// with seven sticky header rows.
document.addEventListener('DOMContentLoaded', function () {
  var TM = window.Almanac.TableManager;
  var notes = ['Prefers mornings', 'Leads the quarterly review', 'On the hiring panel', 'Mentor for new staff', 'Remote on Fridays'];
  function wide(n) {
    return window.demoPeople(n).map(function (p, i) {
      p.email = p.name.toLowerCase().replace(/[^a-z]+/g, '.') + i + '@example.com';
      p.phone = '+44 20 7946 ' + String(1000 + (i % 9000));
      p.notes = notes[i % notes.length];
      return p;
    });
  }
  TM.setData('pin-groups', wide(30));
  TM.setData('groups-thai', wide(30));
  TM.setData('pin-deep', wide(40));
  document.getElementById('hide-city').addEventListener('click', function () {
    TM.setColumnState('pin-groups', { hidden: ['city'] });
  });
  document.getElementById('move-hired').addEventListener('click', function () {
    TM.setColumnState('pin-groups', { order: ['hired'] });
  });
  document.getElementById('reset').addEventListener('click', function () {
    TM.setColumnState('pin-groups', { order: [], hidden: [] });
  });
});
