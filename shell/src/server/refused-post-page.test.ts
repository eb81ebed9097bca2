import { refusedPostPage } from './refused-post-page';

describe('refusedPostPage', () => {
  it('speaks the page’s language and posts every value again to the page, escaped', () => {
    const urdu = refusedPostPage('ur', '/ur/enrollment', { fullName: 'علی "A" <b>' });
    expect(urdu).toContain('<html lang="ur" dir="rtl">');
    expect(urdu).toContain('دوبارہ بھیجیں');
    // Urdu's letters never show as boxes: the site's Naskh font.
    expect(urdu).toMatch(/@font-face\{font-family:'Noto Naskh Arabic Urdu'/);
    expect(urdu).toContain('<form method="post" action="/ur/enrollment">');
    expect(urdu).toContain('<input type="hidden" name="fullName" value="علی &quot;A&quot; &lt;b&gt;">');
    const english = refusedPostPage('en', '/', {});
    expect(english).toContain('<html lang="en" dir="ltr">');
    expect(english).not.toContain('@font-face');
  });
});
