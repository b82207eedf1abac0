import { Field, Select } from '@clientline/shared-ui/widgets';

interface SavedChoiceFieldProps<Value extends string | number> {
  label: string;
  hint?: string;
  value: Value;
  choices: Array<{ value: Value; label: string }>;
  /** Saving or reloading: the select waits. */
  busy: { saving: boolean; fetching: boolean };
  onChoose(value: Value): void;
}

/**
 * A choice picked from a list and saved as soon as it changes: a firm setting (sign-out time, audit
 * retention), who fills a role for a client.
 */
export function SavedChoiceField<Value extends string | number>({ label, hint, value, choices, busy, onChoose }: SavedChoiceFieldProps<Value>) {
  return (
    <Field label={label} hint={hint}>
      <Select
        value={value}
        disabled={busy.saving || busy.fetching}
        aria-busy={busy.saving || undefined}
        onChange={(event) => {
          // A select's value is text: the choice it names keeps its own type (a number of minutes, an id).
          const chosen = choices.find((choice) => String(choice.value) === event.target.value);
          if (chosen) onChoose(chosen.value);
        }}
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
