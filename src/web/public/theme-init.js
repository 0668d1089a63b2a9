// Applies the visitor's stored theme before first paint. Kept as a file, not inline:
// the Content-Security-Policy allows no inline script.
(function () {
  try {
    var choice = localStorage.getItem('theme');
    var dark =
      choice === 'dark' || (choice !== 'light' && matchMedia('(prefers-color-scheme: dark)').matches);
    if (dark) document.documentElement.classList.add('dark');
    document.documentElement.style.colorScheme = dark ? 'dark' : 'light';
  } catch (e) {
    /* storage disabled: light until React takes over */
  }
})();
