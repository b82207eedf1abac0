import { Field, Select } from '@clientline/shared-ui/widgets';

export type Choice = { value: string; label: string };

/** One filter of a list screen: a select whose empty choice, `any`, sets no filter. */
export function FilterSelect({ label, value, any, choices, onChange }: { label: string; value: string | undefined; any: string; choices: Choice[]; onChange(value: string): void }) {
  return (
    <Field label={label}>
      <Select value={value ?? ''} onChange={(event) => onChange(event.target.value)}>
        <option value="">{any}</option>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </Select>
    </Field>
  );
}
