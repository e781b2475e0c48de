// Loaded first (not deferred) on the hostile-*.html pages: the flag every hostile
// payload tries to set, and a record of every Content-Security-Policy violation
// (an inline handler or script URL the CSP had to block is a payload that tried to run).
(function () {
  window.__pwned = false;
  window.__violations = [];
  document.addEventListener('securitypolicyviolation', function (e) {
    window.__violations.push(e.violatedDirective + ' ' + (e.blockedURI || '') + ' ' + (e.sample || ''));
    var status = document.getElementById('hostile-status');
    if (status) status.textContent = window.__violations.length + ' CSP violation(s): something tried to run';
  });
})();
