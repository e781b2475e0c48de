// Deterministic demo rows shared by several table pages (window.demoPeople(n); window.demoWidePeople(n): with an
// email, a phone and a note, for the wide tables of the pin and group pages).
(function () {
  var first = ['Ada', 'Grace', 'Alan', 'Zoë', 'Ángel', 'Chen', 'Nia', 'Kofi', 'Åsa', 'Émile', 'Ravi', 'Mei', 'Omar', 'Lena', 'Tariq'];
  var last = ['Lovelace', 'Hopper', 'Turing', 'Kim', 'Ruiz', 'Wei', 'Okafor', 'Mensah', 'Berg', 'Durand', 'Patel', 'Tanaka'];
  var cities = ['London', 'Paris', 'Lagos', 'Seoul', 'Oslo', 'Madrid', 'Lima', 'Accra'];
  var depts = ['eng', 'ops', 'sales', 'hr'];
  var statuses = ['active', 'inactive', 'on_leave'];
  window.demoPeople = function (n) {
    var seed = 42;
    function rnd() { seed = (seed * 1103515245 + 12345) % 2147483648; return seed / 2147483648; }
    var rows = [];
    for (var i = 1; i <= n; i++) {
      var month = String(1 + Math.floor(rnd() * 12)).padStart(2, '0');
      var day = String(1 + Math.floor(rnd() * 28)).padStart(2, '0');
      rows.push({
        id: i,
        name: first[Math.floor(rnd() * first.length)] + ' ' + last[Math.floor(rnd() * last.length)],
        city: cities[Math.floor(rnd() * cities.length)],
        department: depts[Math.floor(rnd() * depts.length)],
        status: statuses[Math.floor(rnd() * statuses.length)],
        salary: 30000 + Math.floor(rnd() * 120) * 1000,
        hired: (2010 + Math.floor(rnd() * 16)) + '-' + month + '-' + day,
      });
    }
    return rows;
  };
  var notes = ['Prefers mornings', 'Leads the quarterly review', 'On the hiring panel', 'Mentor for new staff', 'Remote on Fridays'];
  window.demoWidePeople = function (n) {
    return window.demoPeople(n).map(function (p, i) {
      p.email = p.name.toLowerCase().replace(/[^a-z]+/g, '.') + i + '@example.com';
      p.phone = '+44 20 7946 ' + String(1000 + (i % 9000));
      p.notes = notes[i % notes.length];
      return p;
    });
  };
})();
