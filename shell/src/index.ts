const prerendered = document.getElementById('root')?.firstElementChild;
// The async boundary lets Module Federation set up the shared singletons before any of them is used. A page
// the api served prerendered is painted first: its hydration waits until after the first frame.
if (prerendered) requestAnimationFrame(() => setTimeout(() => import('./bootstrap')));
else import('./bootstrap');
