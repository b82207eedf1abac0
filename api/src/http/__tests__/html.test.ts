import { h, htmlDocument, markupOf } from '../html';

describe('the html builder of mail and the api’s few pages', () => {
  it('escapes every text and attribute it is given, so typed text never becomes markup', () => {
    const typed = `<script>alert("x")</script> & 'quotes'`;
    const markup = markupOf(h('p', { title: typed }, typed));
    expect(markup).toBe(
      '<p title="&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#x27;quotes&#x27;">&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#x27;quotes&#x27;</p>',
    );
  });

  it('writes inline styles as CSS (px where a unit is needed), void elements closed, and skips empty children', () => {
    const markup = markupOf(
      h('div', { key: 'k', style: { maxWidth: 560, margin: 0, fontWeight: 600, lineHeight: '20px' } }, h('meta', { charSet: 'utf-8' }), null, false, ['a', 1]),
    );
    expect(markup).toBe('<div style="max-width:560px;margin:0;font-weight:600;line-height:20px"><meta charset="utf-8"/>a1</div>');
  });

  it("keeps a style element's CSS as written, and starts a page with its doctype", () => {
    const css = 'body { font-family: "Segoe UI", sans-serif; }';
    expect(htmlDocument(h('html', { lang: 'en' }, h('style', null, css)))).toBe(`<!DOCTYPE html><html lang="en"><style>${css}</style></html>`);
  });
});
