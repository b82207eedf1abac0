import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Combobox } from '../combobox';
import { Field } from '../field';
import { renderWithUi } from './render-with-ui';

const CLIENTS = [
  { value: 'c1', label: 'Ada Lovelace' },
  { value: 'c2', label: 'Alan Turing' },
  { value: 'c3', label: 'Grace Hopper' },
];

function ClientPicker({ onChoose }: { onChoose(value: string): void }) {
  const [clientId, setClientId] = useState<string | null>(null);
  return (
    <Field label="Client" hint="Who the project is for.">
      <Combobox
        options={CLIENTS}
        value={clientId}
        onValueChange={(value) => {
          setClientId(value);
          onChoose(value);
        }}
        placeholder="Select a client"
        searchLabel="Search clients"
        emptyText="No clients found."
      />
    </Field>
  );
}

test('a labelled combobox: typing filters the clients by name, Enter picks one', async () => {
  const user = userEvent.setup();
  const onChoose = jest.fn();
  renderWithUi(<ClientPicker onChoose={onChoose} />);
  const combobox = await screen.findByRole('combobox', { name: 'Client', expanded: false });
  expect(combobox).toHaveTextContent('Select a client');
  expect(combobox).toHaveAccessibleDescription('Who the project is for.');

  await user.click(combobox);
  const search = screen.getByRole('combobox', { name: 'Search clients' });
  expect(search).toHaveFocus();
  expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
    'Ada Lovelace',
    'Alan Turing',
    'Grace Hopper',
  ]);

  await user.keyboard('tur');
  expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Alan Turing']);
  await user.keyboard('{Enter}');
  expect(onChoose).toHaveBeenCalledWith('c2');
  expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  expect(combobox).toHaveTextContent('Alan Turing');
  expect(combobox).toHaveFocus();
});

test('says so when no client matches', async () => {
  const user = userEvent.setup();
  renderWithUi(<ClientPicker onChoose={jest.fn()} />);
  await user.click(await screen.findByRole('combobox', { name: 'Client', expanded: false }));
  await user.keyboard('zzz');
  expect(screen.queryByRole('option')).not.toBeInTheDocument();
  expect(screen.getByText('No clients found.')).toBeInTheDocument();
});
