import { renderMail } from '../render';

describe('renderMail', () => {
  it('makes the web addresses of its small print links in the HTML part, and leaves the text part as it is', () => {
    const footnote = 'To stop mail about Messages, unsubscribe: https://clientline.example/api/unsubscribe/abc.def';
    const mail = renderMail({ subject: 'S', heading: 'H', paragraphs: ['P'], footnotes: [footnote, 'No address here <b>'] }, 'Harbor & Finch');
    expect(mail.html).toContain('unsubscribe: <a href="https://clientline.example/api/unsubscribe/abc.def"');
    expect(mail.html).toContain('>https://clientline.example/api/unsubscribe/abc.def</a>');
    // Broken anywhere, so a long address does not widen the mail past a phone's screen.
    expect(mail.html).toMatch(/<a href="https:\/\/clientline\.example\/api\/unsubscribe\/abc\.def" style="[^"]*word-break:break-all/);
    expect(mail.html).toContain('No address here &lt;b&gt;');
    expect(mail.text).toContain(footnote);
  });
});
