// The language menu of table-languages.html, as a host app would have one: set <html lang> and tell the
// widgets (locale:changed on the EventManager; they also hear it as a document event).
(function () {
  document.addEventListener('click', function (event) {
    var button = event.target.closest && event.target.closest('[data-lang]');
    if (!button) return;
    document.documentElement.lang = button.getAttribute('data-lang');
    document.querySelectorAll('[data-lang]').forEach(function (b) {
      b.setAttribute('aria-pressed', String(b === button));
    });
    window.EventManager.emit('locale:changed', { locale: button.getAttribute('data-lang') });
  });
})();
