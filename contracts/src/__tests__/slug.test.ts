import { slugify } from '../slug';

describe('slugify', () => {
  it.each([
    ['Smith & Partners LLP', 'smith-partners-llp'],
    ['  Müller Établissements  ', 'muller-etablissements'],
    ['Tax -- Pros', 'tax-pros'],
    ['-Leading and trailing-', 'leading-and-trailing'],
    ['Tabs\tand\nnew lines', 'tabs-and-new-lines'],
    ['ACME 2024', 'acme-2024'],
    ['!!!', ''],
    ['', ''],
    ['\uff28arbor & Finch Legal', 'harbor-finch-legal'],
    ['Мир Юристов', 'мир-юристов'],
    ['H\u0430rbor', 'h\u0430rbor'],
    ['Zero\u200bWidth', 'zerowidth'],
  ])('%j -> %j', (input, expected) => {
    expect(slugify(input)).toBe(expected);
  });

  it('turns the Share Profile link form (lowercase, spaces to dashes) back into the same slug', () => {
    const name = 'Smith & Jones Accounting';
    expect(slugify(name.toLowerCase().replace(/ /g, '-'))).toBe(slugify(name));
  });

  it('gives a slug that is its own slug, whatever the script', () => {
    for (const name of ['Müller & Söhne', 'Мир Юристов', '東京法律事務所', 'ｆｕｌｌ ｗｉｄｔｈ', 'Ǆemal Ⅻ']) {
      expect(slugify(slugify(name))).toBe(slugify(name));
    }
  });
});
