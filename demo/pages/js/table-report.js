// The report demo's "Group by" buttons: TableManager.setGroupBy (issue 47).
document.querySelectorAll('[data-group]').forEach((button) => {
  button.addEventListener('click', () => {
    window.Almanac.TableManager.setGroupBy('sales', button.dataset.group);
    document.querySelectorAll('[data-group]').forEach((b) => b.setAttribute('aria-pressed', String(b === button)));
  });
});
