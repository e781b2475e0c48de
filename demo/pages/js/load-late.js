// Adds almanac.js as an async script once DOMContentLoaded has passed.
document.addEventListener('DOMContentLoaded', function () {
  var s = document.createElement('script');
  s.src = '/dist/almanac.js';
  s.async = true;
  document.head.appendChild(s);
});
