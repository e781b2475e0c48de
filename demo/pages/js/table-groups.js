// Demo: group header rows (demo/pages/table-groups.html): a group row above the header follows the columns as
// they are drawn — moved, hidden, pinned — and a footer total with them; the same in Thai, right to left; a table
// with seven sticky header rows.
document.addEventListener('DOMContentLoaded', function () {
  var TM = window.Almanac.TableManager;
  var wide = window.demoWidePeople;
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
