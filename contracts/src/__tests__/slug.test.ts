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
  ])('%j -> %j', (input, expected) => {
    expect(slugify(input)).toBe(expected);
  });

  it('turns the Share Profile link form (lowercase, spaces to dashes) back into the same slug', () => {
    const name = 'Smith & Jones Accounting';
    expect(slugify(name.toLowerCase().replace(/ /g, '-'))).toBe(slugify(name));
  });
});
