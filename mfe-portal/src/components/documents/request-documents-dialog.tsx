import { useFieldArray, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import styled from 'styled-components';
import { createDocumentRequestSchema, DOCUMENT_REQUEST_MAX_ITEMS, type CreateDocumentRequest } from '@clientline/contracts';
import { Button, Dialog, DialogFooter, Field, Input, useToast } from '@clientline/shared-ui';
import { useCreateDocumentRequestMutation } from '@clientline/shared-ui/api/documents';
import { failureMessage } from '../../lib/failure-message';

const Rows = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;

const Row = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  padding-bottom: ${({ theme }) => theme.space[4]};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  @media (min-width: 640px) {
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr) auto;
    align-items: end;
  }
`;

const FormError = styled.p`
  color: ${({ theme }) => theme.colors.destructiveText};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** Request Documents: the firm names one or more documents the client should upload, each with an optional due date. */
export function RequestDocumentsDialog({ projectId, onClose }: { projectId: string; onClose(): void }) {
  const [createRequest, { isLoading }] = useCreateDocumentRequestMutation();
  const { toast } = useToast();
  const form = useForm<CreateDocumentRequest>({
    resolver: zodResolver(createDocumentRequestSchema),
    defaultValues: { items: [{ name: '', dueDate: '' }] },
  });
  const items = useFieldArray({ control: form.control, name: 'items' });
  const { errors } = form.formState;

  const send = form.handleSubmit(async ({ items: asked }) => {
    try {
      const created = await createRequest({ projectId, items: asked }).unwrap();
      toast({
        title: 'Documents requested',
        description: `Your client was asked for ${created.length === 1 ? created[0].name : `${created.length} documents`}.`,
      });
      onClose();
    } catch (error) {
      toast({ title: 'Error', description: failureMessage(error, 'Failed to request documents') });
    }
  });

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title="Request Documents" description="Your client sees the list on their portal and uploads against each item.">
      <form onSubmit={send} noValidate>
        <Rows>
          {items.fields.map((field, index) => (
            <Row key={field.id}>
              <Field label={`Document ${index + 1}`} required error={errors.items?.[index]?.name?.message}>
                <Input autoComplete="off" placeholder="2025 W-2" {...form.register(`items.${index}.name`)} />
              </Field>
              <Field label="Due Date" error={errors.items?.[index]?.dueDate?.message}>
                <Input type="date" {...form.register(`items.${index}.dueDate`)} />
              </Field>
              {items.fields.length > 1 && (
                <Button type="button" size="sm" variant="ghost" onClick={() => items.remove(index)} aria-label={`Remove document ${index + 1}`}>
                  Remove
                </Button>
              )}
            </Row>
          ))}
        </Rows>
        {errors.items?.root?.message && <FormError role="alert">{errors.items.root.message}</FormError>}
        <DialogFooter>
          <Button
            type="button"
            variant="ghost"
            disabled={items.fields.length >= DOCUMENT_REQUEST_MAX_ITEMS}
            onClick={() => items.append({ name: '', dueDate: '' })}
          >
            Add Another
          </Button>
          <Button type="button" variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={isLoading}>
            Send Request
          </Button>
        </DialogFooter>
      </form>
    </Dialog>
  );
}
