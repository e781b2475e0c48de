// Runs before DOMContentLoaded, so before Almanac discovers the tables.
window.Almanac.TableManager.init({ pageSizes: [3, 6], showCaption: false });
window.fieldChanges = [];
window.Almanac.EventManager.on('table:fieldChange', function (e) { window.fieldChanges.push(e.detail); });
