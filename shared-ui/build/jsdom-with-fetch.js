// The jest environment of every frontend package. jsdom has no fetch API, and RTK Query builds a `Request`
// before calling `fetch`: this lends the test window Node's Request, Response, Headers and AbortController
// (undici refuses jsdom's AbortSignal), with relative URLs resolved against the page, as a browser would.
// Tests mock `fetch`. It also lends the encoding APIs react-router 7 needs, and what the combobox (cmdk)
// calls, which jsdom lacks: a ResizeObserver (jsdom lays nothing out, so it observes nothing) and
// scrollIntoView.
const { TestEnvironment } = require('jest-environment-jsdom');

class JsdomWithFetchEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    const page = this.global;
    class PageRequest extends Request {
      constructor(input, init) {
        super(typeof input === 'string' ? new URL(input, page.location.href) : input, init);
      }
    }
    Object.assign(page, { Request: PageRequest, Response, Headers, AbortController, AbortSignal, TextEncoder, TextDecoder });
    page.ResizeObserver = class {
      observe() {}
      unobserve() {}
      disconnect() {}
    };
    page.Element.prototype.scrollIntoView = () => undefined;
  }
}

module.exports = JsdomWithFetchEnvironment;
