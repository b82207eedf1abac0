import { useState } from 'react';
import { z } from 'zod';
import styled from '@clientline/shared-ui/styled';
import { clientTagsSchema, CLIENT_TAG_MAX_LENGTH, CLIENT_TAGS_MAX, type ClientListItem } from '@clientline/contracts';
import { Badge, Button } from '@clientline/shared-ui';
import { useSetClientTagsMutation } from '@clientline/shared-ui/api/clients';
import { FormDialog } from '@clientline/shared-ui/form-dialog';
import { Field, Input } from '@clientline/shared-ui/widgets';

const Tags = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1]};
  vertical-align: middle;
`;

/** The client's tags as badges; nothing without any. */
export function TagList({ tags }: { tags: string[] }) {
  if (tags.length === 0) return null;
  return (
    <Tags aria-label="Tags">
      {tags.map((tag) => (
        <Badge key={tag} tone="neutral">
          {tag}
        </Badge>
      ))}
    </Tags>
  );
}

/** The form's one field: the tags as typed, separated by commas. */
const tagsFormSchema = z.object({ typed: z.string() }).transform(({ typed }, context) => {
  const parsed = clientTagsSchema.safeParse({ tags: typed.split(',').map((tag) => tag.trim()).filter(Boolean) });
  if (parsed.success) return parsed.data;
  context.addIssue({ code: 'custom', path: ['typed'], message: parsed.error.issues[0]?.message ?? 'Check the tags' });
  return z.NEVER;
});

/** Edit tags, on the client's page: the whole set, typed separated by commas. */
export function EditTagsButton({ client }: { client: ClientListItem }) {
  const [editing, setEditing] = useState(false);
  const [setTags] = useSetClientTagsMutation();
  return (
    <>
      <Button type="button" variant="secondary" size="sm" onClick={() => setEditing(true)} aria-label={`Edit the tags of ${client.displayName}`}>
        Edit tags
      </Button>
      {editing && (
        <FormDialog
          title={`Tags of ${client.displayName}`}
          description="Group clients for your season: 1040, S-corp, Extension 2025. The Clients screen lists one tag's clients."
          schema={tagsFormSchema}
          defaultValues={{ typed: client.tags.join(', ') }}
          submitLabel="Save tags"
          submit={({ tags }) => setTags({ clientId: client.id, tags }).unwrap()}
          toasts={{ success: (saved) => ({ title: 'Tags saved', description: saved.tags.join(', ') || 'No tags' }), failure: 'Failed to save the tags' }}
          onClose={() => setEditing(false)}
        >
          {(form) => (
            <Field
              label="Tags"
              hint={`Separated by commas; at most ${CLIENT_TAGS_MAX}, each up to ${CLIENT_TAG_MAX_LENGTH} characters.`}
              error={form.formState.errors.typed?.message}
            >
              <Input autoComplete="off" {...form.register('typed')} />
            </Field>
          )}
        </FormDialog>
      )}
    </>
  );
}
