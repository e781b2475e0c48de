// A stand-in for the original framework's response handler (its ResponseHandler): a `modal` action
// is shown in a <dialog> whose title is the action's title and whose body names the row it was
// given; a `notification` in the page's own notice line. Text only, never HTML.
window.ResponseHandler = {
  process: function (response, context) {
    var actions = (response && response.actions) || [];
    actions.forEach(function (action) {
      if (action.type === 'notification') {
        document.getElementById('legacy-notice').textContent = action.message;
        return;
      }
      if (action.type !== 'modal') return;
      var dialog = document.createElement('dialog');
      dialog.className = 'legacy-modal';
      dialog.setAttribute('aria-labelledby', 'legacy-modal-title');
      var title = dialog.appendChild(document.createElement('h2'));
      title.id = 'legacy-modal-title';
      title.textContent = action.title || 'Details';
      var data = response.data || {};
      var body = dialog.appendChild(document.createElement('p'));
      body.textContent = (data.name || '') + (data.role ? ' — ' + data.role : '') + ' (template "' + (action.template || '') + '", table ' + context.tableId + ')';
      var close = dialog.appendChild(document.createElement('button'));
      close.type = 'button';
      close.textContent = 'Close';
      close.addEventListener('click', function () { dialog.close(); });
      dialog.addEventListener('close', function () { dialog.remove(); });
      document.body.appendChild(dialog);
      dialog.showModal();
    });
  },
};
