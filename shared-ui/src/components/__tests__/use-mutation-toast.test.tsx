import { screen } from '@testing-library/react';
import { findToast, renderWithProviders } from '../../testing';
import type { ApiError } from '../../store/api-error';
import { Button } from '../button';
import { useMutationToast, type MutationOutcome, type MutationToasts } from '../use-mutation-toast';

const refused: ApiError = { status: 409, message: '409: {"message":"Email already in use"}', serverMessage: 'Email already in use' };
const noReason: ApiError = { status: 500, message: '500: Internal Server Error' };

function Saver<T>({ call, toasts, onOutcome }: { call(): Promise<T>; toasts: MutationToasts<T>; onOutcome(outcome: MutationOutcome<T>): void }) {
  const run = useMutationToast();
  return <Button onClick={async () => onOutcome(await run(call, toasts))}>Save</Button>;
}

async function save<T>(call: () => Promise<T>, toasts: MutationToasts<T>) {
  const outcomes: MutationOutcome<T>[] = [];
  const { user } = renderWithProviders(<Saver call={call} toasts={toasts} onOutcome={(outcome) => outcomes.push(outcome)} />);
  await user.click(screen.getByRole('button', { name: 'Save' }));
  return outcomes;
}

describe('useMutationToast', () => {
  it('toasts the success made from the answer and hands the answer back', async () => {
    const outcomes = await save(async () => ({ name: 'Estate plan' }), {
      success: (project) => ({ title: 'Project created successfully', description: project.name }),
      failure: 'Failed to create project',
    });
    expect(await findToast()).toHaveTextContent('Project created successfully');
    expect(outcomes).toEqual([{ ok: true, value: { name: 'Estate plan' } }]);
  });

  it('says the server’s own message in a destructive Error toast when the call fails', async () => {
    const outcomes = await save(() => Promise.reject(refused), { failure: 'Failed to create client' });
    const toast = await findToast('destructive');
    expect(toast).toHaveTextContent('Error');
    expect(toast).toHaveTextContent('Email already in use');
    expect(outcomes).toEqual([{ ok: false }]);
  });

  it('falls back to the call’s own text when the server gave no reason, or to what the screen makes of the error', async () => {
    await save(() => Promise.reject(noReason), { failure: 'Failed to create client' });
    expect(await findToast('destructive')).toHaveTextContent('Failed to create client');
  });

  it('lets a screen explain a failure itself', async () => {
    await save(() => Promise.reject(refused), { failure: (error) => ((error as ApiError).status === 409 ? 'Pick another email' : 'Failed') });
    expect(await findToast('destructive')).toHaveTextContent('Pick another email');
  });
});
