// Applies the saved theme (localStorage "theme") or the system preference before React
// mounts, so a dark-mode visitor never sees a white flash. ThemeProvider takes over after.
(function applyInitialTheme() {
  var root = document.documentElement;
  try {
    var saved = window.localStorage.getItem('theme');
    var dark =
      saved === 'dark' ||
      (saved !== 'light' && window.matchMedia('(prefers-color-scheme: dark)').matches);
    root.classList.toggle('dark', dark);
  } catch {
    // Storage blocked (privacy mode): fall back to the stylesheet's light default.
  }
})();
