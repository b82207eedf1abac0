// `@clientline/shared-ui/form-dialog`: a dialog that is one form. Not a shared singleton: it is bundled
// with react-hook-form into the remotes that have forms, so pages without one never download either.
import type { ReactNode } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Resolver, type UseFormReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import styled from '@clientline/shared-ui/styled';
import type { z } from 'zod';
import { Button, useMutationToast, type MutationToasts } from '@clientline/shared-ui';
import { Dialog, DialogFooter } from '@clientline/shared-ui/widgets';

const Fields = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;

type FormSchema = z.ZodType<FieldValues, FieldValues>;

export interface FormDialogProps<Schema extends FormSchema, Result> {
  title: ReactNode;
  description?: ReactNode;
  /** The contracts' schema: the browser shows the api's own messages, first per field. */
  schema: Schema;
  defaultValues: DefaultValues<z.input<Schema>>;
  submitLabel: string;
  /**
   * The call to make with the valid values (usually `mutation(args).unwrap()`); with the form, for a call
   * whose refusal belongs on one field (`form.setError`, then throw for the Error toast).
   */
  submit(values: z.output<Schema>, form: UseFormReturn<z.input<Schema>, unknown, z.output<Schema>>): Promise<Result>;
  /** What to say after the call: the success toast and the Error toast's fallback text. */
  toasts: MutationToasts<Result>;
  /** After the success toast, with the call's answer; the dialog closes unless this keeps it open by returning `'keep-open'`. */
  onDone?(result: Result): void | 'keep-open';
  onClose(): void;
  /** The fields, given the form to register them with. */
  children(form: UseFormReturn<z.input<Schema>, unknown, z.output<Schema>>): ReactNode;
  width?: number;
}

/**
 * A dialog holding one validated form: fields laid out in a column, Cancel and the submit button (busy
 * while the call runs), the first invalid field focused on a refused submit, the success toast and
 * closing on success, the destructive Error toast with the server's message on failure (the dialog
 * stays open with what was typed).
 */
export function FormDialog<Schema extends FormSchema, Result>({
  title,
  description,
  schema,
  defaultValues,
  submitLabel,
  submit,
  toasts,
  onDone,
  onClose,
  children,
  width,
}: FormDialogProps<Schema, Result>) {
  const runWithToasts = useMutationToast();
  // zodResolver infers its types from a concrete schema; for a generic one they must be named.
  const resolver = zodResolver(schema) as unknown as Resolver<z.input<Schema>, unknown, z.output<Schema>>;
  const form = useForm<z.input<Schema>, unknown, z.output<Schema>>({ resolver, defaultValues, shouldFocusError: true });

  const save = form.handleSubmit(async (values) => {
    const outcome = await runWithToasts(() => submit(values, form), toasts);
    if (outcome.ok && onDone?.(outcome.value) !== 'keep-open') onClose();
  });

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={title} description={description} width={width}>
      <form onSubmit={save} noValidate>
        <Fields>{children(form)}</Fields>
        <DialogFooter>
          <Button type="button" variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={form.formState.isSubmitting}>
            {submitLabel}
          </Button>
        </DialogFooter>
      </form>
    </Dialog>
  );
}
