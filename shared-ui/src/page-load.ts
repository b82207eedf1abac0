/**
 * Opens `path` with a full page load rather than the router: for when who the session answers as changes (a
 * preview of a client person's portal begins or ends), so every screen, cached answer and the socket start
 * again from the api. An object, so a test can watch it: jsdom loads no pages.
 */
export const fullPageLoad = {
  open(path: string): void {
    window.location.assign(path);
  },
};
