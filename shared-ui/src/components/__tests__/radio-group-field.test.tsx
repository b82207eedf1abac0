import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { RadioGroupField } from '../radio-group-field';
import { renderWithUi } from './render-with-ui';

const SIZES = [
  { value: 'small', label: 'Small' },
  { value: 'large', label: 'Large' },
];

function SizeForm({ onSubmit }: { onSubmit(values: { size: string }): void }) {
  const { register, handleSubmit } = useForm<{ size: string }>({ defaultValues: { size: 'small' } });
  return (
    <form onSubmit={handleSubmit(onSubmit)}>
      <RadioGroupField legend="Size" hint="You can change it later." error="Pick a size" options={SIZES} {...register('size')} />
      <button type="submit">Save</button>
    </form>
  );
}

test('the legend names the group, the hint and the error describe it, and the chosen value arrives with react-hook-form', async () => {
  const user = userEvent.setup();
  const onSubmit = jest.fn();
  renderWithUi(<SizeForm onSubmit={onSubmit} />);

  const group = screen.getByRole('group', { name: 'Size' });
  expect(group).toHaveAccessibleDescription('You can change it later. Pick a size');
  expect(screen.getByRole('radio', { name: 'Small' })).toBeChecked();

  await user.click(screen.getByRole('radio', { name: 'Large' }));
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(onSubmit).toHaveBeenCalledWith({ size: 'large' }, expect.anything());
});
