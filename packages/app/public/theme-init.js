// @pawpal/ui's themeScript() as a file (the CSP is script-src 'self', so no inline script): puts
// the saved theme (localStorage "theme") or the system preference on <html> as the `dark` class
// before the first paint. src/shell/theme-init.test.ts fails when it differs from the package's.
(function(){try{var r=document.documentElement,s=window.localStorage.getItem("theme"),d="system",t=s==="dark"||s==="light"?s:d!=="system"?d:window.matchMedia("(prefers-color-scheme: dark)").matches?"dark":"light";r.classList.toggle("dark",t==="dark")}catch(e){}})();
