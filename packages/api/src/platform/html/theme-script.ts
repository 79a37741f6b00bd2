/**
 * Served as /api/login/theme.js and loaded in <head> (blocking, so the page never flashes light):
 * the same rule as the app's ThemeProvider, saved choice under `theme`, else the system preference.
 */
export const THEME_SCRIPT = `(function () {
  try {
    var saved = window.localStorage.getItem('theme');
    var dark = saved === 'dark' || (saved !== 'light' && window.matchMedia('(prefers-color-scheme: dark)').matches);
    if (dark) document.documentElement.classList.add('dark');
  } catch (e) {
    /* storage unavailable: keep the light theme */
  }
})();
`;
