// Runs before first paint (external file: the CSP allows no inline script) so the page never
// flashes the wrong theme. "steady-theme" is "light", "dark" or absent (follow the system).
(function () {
  try {
    var saved = localStorage.getItem('steady-theme');
    var dark = saved ? saved === 'dark' : window.matchMedia('(prefers-color-scheme: dark)').matches;
    document.documentElement.classList.toggle('dark', dark);
  } catch {
    /* storage blocked: keep the light default */
  }
})();
