// The page's own script, as the original framework's examples write it: an array of rows given to
// setData, and an "Add row" button that pushes into the same array and gives it to setData again.
(function () {
  var TableManager = window.TableManager;
  var fruit = [
    { id: 1, name: 'Apple', kind: 'tree' },
    { id: 2, name: 'Blueberry', kind: 'berry' },
    { id: 3, name: 'Grape', kind: 'vine' },
  ];
  TableManager.setData('legacy-fruit', fruit);
  var names = ['Raspberry', 'Pear', 'Kiwi', 'Cherry', 'Melon', 'Plum'];
  var kinds = ['berry', 'tree', 'vine', 'tree', 'vine', 'tree'];
  document.getElementById('legacy-add').addEventListener('click', function () {
    var n = fruit.length - 3;
    fruit.push({ id: fruit.length + 1, name: names[n % names.length] + (n >= names.length ? ' ' + (n + 1) : ''), kind: kinds[n % kinds.length] });
    TableManager.setData('legacy-fruit', fruit);
  });
})();
