// A stand-in for a host framework's StateManager (get + subscribe), loaded before Almanac.
(function () {
  var state = { team: { members: [{ name: 'Ada', role: 'Lead' }, { name: 'Grace', role: 'Engineer' }] } };
  var subscribers = {};
  function get(path) {
    return path.split('.').reduce(function (o, k) { return o == null ? undefined : o[k]; }, state);
  }
  window.StateManager = {
    get: get,
    set: function (path, value) {
      var keys = path.split('.');
      var last = keys.pop();
      var target = keys.reduce(function (o, k) { return o[k]; }, state);
      target[last] = value;
      (subscribers[path] || []).forEach(function (fn) { fn(value); });
    },
    subscribe: function (path, fn) {
      (subscribers[path] = subscribers[path] || []).push(fn);
      return function () { subscribers[path] = subscribers[path].filter(function (f) { return f !== fn; }); };
    },
  };
})();
