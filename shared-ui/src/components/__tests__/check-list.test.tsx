import { screen, within } from '@testing-library/react';
import { CheckList } from '../check-list';
import { renderWithUi } from './render-with-ui';

test('a check list is one list item per point, each after the mark', () => {
  renderWithUi(<CheckList items={['Secure document sharing', 'A client portal']} mark={<span data-testid="mark" />} />);
  const items = within(screen.getByRole('list')).getAllByRole('listitem');
  expect(items.map((item) => item.textContent)).toEqual(['Secure document sharing', 'A client portal']);
  expect(items.map((item) => item.firstElementChild)).toEqual(screen.getAllByTestId('mark'));
});
