import { screen } from '@testing-library/react';
import { KeyFigure } from '../key-figure';
import { renderWithUi } from './render-with-ui';

test('a key figure is its label, then its value, in the description list', () => {
  renderWithUi(
    <dl>
      <KeyFigure label="client satisfaction" value="98%" />
    </dl>,
  );
  expect(screen.getByRole('term')).toHaveTextContent('client satisfaction');
  expect(screen.getByRole('definition')).toHaveTextContent('98%');
  expect(screen.getByRole('term').nextElementSibling).toBe(screen.getByRole('definition'));
});
