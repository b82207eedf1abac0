import { useState } from 'react';
import { screen, waitFor } from '@testing-library/react';
import { z } from 'zod';
import { deferred, findToast, renderWithProviders } from '../testing';
import type { ApiError } from '../store/api-error';
import { Field } from '../components/field';
import { Input } from '../components/input';
import { FormDialog } from '../form-dialog';

const schema = z.object({
  name: z.string().trim().min(1, 'Milestone name is required'),
  dueDate: z.string().min(1, 'Due date is required'),
});

function MilestoneDialog({ submit, onDone }: { submit(values: z.output<typeof schema>): Promise<{ name: string }>; onDone?(): void | 'keep-open' }) {
  const [open, setOpen] = useState(true);
  if (!open) return <p>Dialog closed</p>;
  return (
    <FormDialog
      title="Add Milestone"
      schema={schema}
      defaultValues={{ name: '', dueDate: '' }}
      submitLabel="Add Milestone"
      submit={submit}
      toasts={{ success: (created) => ({ title: 'Milestone created successfully', description: created.name }), failure: 'Failed to create milestone' }}
      onDone={onDone}
      onClose={() => setOpen(false)}
    >
      {({ register, formState: { errors } }) => (
        <>
          <Field label="Milestone Name" required error={errors.name?.message}>
            <Input {...register('name')} />
          </Field>
          <Field label="Due Date" required error={errors.dueDate?.message}>
            <Input type="date" {...register('dueDate')} />
          </Field>
        </>
      )}
    </FormDialog>
  );
}

type Store = ReturnType<typeof renderWithProviders>['store'];
// While the dialog stays open the rest of the page, toasts too, is hidden from role queries: read the store.
const toastsShown = (store: Store) => store.getState().toast.queue.map(({ title, description, variant }) => [variant, title, description]);

async function openDialog(props: Parameters<typeof MilestoneDialog>[0]) {
  const view = renderWithProviders(<MilestoneDialog {...props} />);
  await screen.findByRole('dialog', { name: 'Add Milestone' });
  return view;
}

describe('FormDialog', () => {
  it('refuses an invalid form with the schema’s messages, focuses the first invalid field and calls nothing', async () => {
    const submit = jest.fn();
    const { user } = await openDialog({ submit });
    await user.type(screen.getByLabelText(/Due Date/), '2030-03-01');
    await user.click(screen.getByRole('button', { name: 'Add Milestone' }));
    expect(await screen.findByText('Milestone name is required')).toBeInTheDocument();
    expect(screen.getByLabelText(/Milestone Name/)).toHaveFocus();
    expect(submit).not.toHaveBeenCalled();
  });

  it('sends the parsed values, shows the button busy meanwhile, then toasts and closes', async () => {
    const answer = deferred<{ name: string }>();
    const submit = jest.fn(() => answer.promise);
    const { user } = await openDialog({ submit });
    await user.type(screen.getByLabelText(/Milestone Name/), '  Sign the will ');
    await user.type(screen.getByLabelText(/Due Date/), '2030-03-01');
    await user.click(screen.getByRole('button', { name: 'Add Milestone' }));
    expect(submit).toHaveBeenCalledWith({ name: 'Sign the will', dueDate: '2030-03-01' }, expect.objectContaining({ setError: expect.any(Function) }));
    expect(screen.getByRole('button', { name: /Add Milestone/ })).toHaveAttribute('aria-busy', 'true');
    answer.resolve({ name: 'Sign the will' });
    expect(await findToast()).toHaveTextContent('Milestone created successfully');
    expect(await screen.findByText('Dialog closed')).toBeInTheDocument();
  });

  it('keeps the dialog and what was typed after a failure, with the server’s message in the Error toast', async () => {
    const refused: ApiError = { status: 400, message: '400', serverMessage: 'Due date must be within the project' };
    const { user, store } = await openDialog({ submit: () => Promise.reject(refused) });
    await user.type(screen.getByLabelText(/Milestone Name/), 'Sign the will');
    await user.type(screen.getByLabelText(/Due Date/), '2030-03-01');
    await user.click(screen.getByRole('button', { name: 'Add Milestone' }));
    await waitFor(() => expect(toastsShown(store)).toEqual([['destructive', 'Error', 'Due date must be within the project']]));
    expect(screen.getByRole('dialog', { name: 'Add Milestone' })).toBeInTheDocument();
    expect(screen.getByLabelText(/Milestone Name/)).toHaveValue('Sign the will');
  });

  it('stays open after success when the screen asks to show the answer', async () => {
    const { user, store } = await openDialog({ submit: async () => ({ name: 'Sign the will' }), onDone: () => 'keep-open' });
    await user.type(screen.getByLabelText(/Milestone Name/), 'Sign the will');
    await user.type(screen.getByLabelText(/Due Date/), '2030-03-01');
    await user.click(screen.getByRole('button', { name: 'Add Milestone' }));
    await waitFor(() => expect(toastsShown(store)).toEqual([['default', 'Milestone created successfully', 'Sign the will']]));
    expect(screen.getByRole('dialog', { name: 'Add Milestone' })).toBeInTheDocument();
  });
});
