import { renderMail } from '../render';

describe('renderMail', () => {
  it('makes the web addresses of its small print links in the HTML part, and leaves the text part as it is', () => {
    const footnote = 'To stop mail about Messages, unsubscribe: https://clientline.example/api/unsubscribe/abc.def';
    const mail = renderMail({ subject: 'S', heading: 'H', paragraphs: ['P'], footnotes: [footnote, 'No address here <b>'] }, 'Harbor & Finch');
    expect(mail.html).toContain('unsubscribe: <a href="https://clientline.example/api/unsubscribe/abc.def"');
    expect(mail.html).toContain('>https://clientline.example/api/unsubscribe/abc.def</a>');
    expect(mail.html).toContain('No address here &lt;b&gt;');
    expect(mail.text).toContain(footnote);
  });
});
