import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { Field } from '../field';
import { Input } from '../input';
import { Select } from '../select';
import { renderWithUi } from './render-with-ui';

test('the label names the control and the hint describes it', () => {
  renderWithUi(
    <Field label="Email" hint="We send the access link here." required>
      <Input type="email" />
    </Field>,
  );
  const input = screen.getByRole('textbox', { name: 'Email' });
  expect(input).toHaveAccessibleDescription('We send the access link here.');
  expect(input).toBeRequired();
  expect(input).not.toHaveAttribute('aria-invalid');
});

test('an error marks the control invalid and is read with it', () => {
  renderWithUi(
    <Field label="Account Type" hint="Pick one." error="Choose an account type">
      <Select defaultValue="">
        <option value="">Select…</option>
        <option value="organization">Organization</option>
      </Select>
    </Field>,
  );
  const select = screen.getByRole('combobox', { name: 'Account Type' });
  expect(select).toBeInvalid();
  expect(select).toHaveAccessibleDescription('Pick one. Choose an account type');
  expect(screen.getByRole('alert')).toHaveTextContent('Choose an account type');
});

function LoginForm({ onSubmit }: { onSubmit(values: { email: string }): void }) {
  const { register, handleSubmit, formState } = useForm<{ email: string }>();
  return (
    <form onSubmit={handleSubmit(onSubmit)}>
      <Field label="Email" error={formState.errors.email?.message}>
        <Input {...register('email', { required: 'Email is required' })} />
      </Field>
      <button type="submit">Login</button>
    </form>
  );
}

test('works with react-hook-form register: errors show on the field and typed values arrive', async () => {
  const user = userEvent.setup();
  const onSubmit = jest.fn();
  renderWithUi(<LoginForm onSubmit={onSubmit} />);

  await user.click(screen.getByRole('button', { name: 'Login' }));
  const input = screen.getByRole('textbox', { name: 'Email' });
  expect(input).toBeInvalid();
  expect(input).toHaveAccessibleDescription('Email is required');
  expect(input).toHaveFocus();

  await user.type(input, 'ada@example.com');
  await user.click(screen.getByRole('button', { name: 'Login' }));
  expect(onSubmit).toHaveBeenCalledWith({ email: 'ada@example.com' }, expect.anything());
  expect(input).not.toHaveAttribute('aria-invalid');
});
