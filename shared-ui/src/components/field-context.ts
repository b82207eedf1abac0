import { createContext, useContext, type AriaAttributes } from 'react';

export interface FieldControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  'aria-required'?: true;
}

export const FieldContext = createContext<FieldControlProps | null>(null);

/**
 * The id and ARIA wiring a control inside a `Field` needs; props the caller passes explicitly win.
 * Outside a Field the caller's props pass through unchanged.
 */
type ControlProps = { id?: string } & Pick<AriaAttributes, 'aria-describedby' | 'aria-invalid' | 'aria-required'>;

export function useFieldControlProps<P extends ControlProps>(props: P): P {
  const field = useContext(FieldContext);
  if (!field) return props;
  return {
    ...props,
    id: props.id ?? field.id,
    'aria-describedby': props['aria-describedby'] ?? field['aria-describedby'],
    'aria-invalid': props['aria-invalid'] ?? field['aria-invalid'],
    'aria-required': props['aria-required'] ?? field['aria-required'],
  };
}
