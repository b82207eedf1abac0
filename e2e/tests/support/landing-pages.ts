/** mfe-marketing's landing pages and the heading each opens with. */
export const LANDING_PAGES = [
  { path: '/', heading: 'Client communication on autopilot for professional firms' },
  { path: '/law', heading: 'Keep every client informed on every matter' },
  { path: '/accountant', heading: 'Take the chaos out of tax season' },
];
