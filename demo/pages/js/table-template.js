document.addEventListener('DOMContentLoaded', function () {
  window.Almanac.TableManager.setData('tpl', [
    { id: 1, name: 'Ada Lovelace', email: 'ada@example.com' },
    { id: 2, name: '<img src=x onerror=alert(1)> Mallory', email: 'mallory@example.com' },
    { id: 3, name: 'Grace Hopper', email: 'grace@example.com' },
    { id: 4, name: 'Alan "Al" Turing', email: 'alan@example.com' },
    { id: 5, name: 'Chen Wei', email: 'chen@example.com' },
    { id: 6, name: 'Zoë Kim', email: 'zoe@example.com' },
  ]);
});
