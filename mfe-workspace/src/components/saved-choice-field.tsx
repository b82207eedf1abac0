import { Field, Select } from '@clientline/shared-ui/widgets';

interface SavedChoiceFieldProps {
  label: string;
  hint: string;
  value: number;
  choices: Array<{ value: number; label: string }>;
  /** Saving or reloading: the select waits. */
  busy: { saving: boolean; fetching: boolean };
  onChoose(value: number): void;
}

/** A firm setting picked from a list and saved as soon as it changes: sign-out time, audit retention. */
export function SavedChoiceField({ label, hint, value, choices, busy, onChoose }: SavedChoiceFieldProps) {
  return (
    <Field label={label} hint={hint}>
      <Select
        value={value}
        disabled={busy.saving || busy.fetching}
        aria-busy={busy.saving || undefined}
        onChange={(event) => onChoose(Number(event.target.value))}
      >
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </Select>
    </Field>
  );
}
