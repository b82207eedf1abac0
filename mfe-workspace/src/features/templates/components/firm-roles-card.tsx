import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { FIRM_ROLE_LIMITS, firmRoleSchema, type FirmRole, type FirmRoleInput } from '@clientline/contracts';
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle, useMutationToast, type MutationToasts } from '@clientline/shared-ui';
import styled from '@clientline/shared-ui/styled';
import { ConfirmDialog, Field, Input } from '@clientline/shared-ui/widgets';
import { useCreateFirmRoleMutation, useDeleteFirmRoleMutation, useGetFirmRolesQuery, useRenameFirmRoleMutation } from '@clientline/shared-ui/api/firm-roles';
import { ButtonRow } from '../../../components/button-row';
import { QueryView } from '../../../components/query-view';
import { apiFieldErrors } from '../lib/editor-values';

const Content = styled(CardContent)`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
`;

const RoleList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;

  > li {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
    align-items: center;
    justify-content: space-between;
    padding: ${({ theme }) => `${theme.space[3]} 0`};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    overflow-wrap: anywhere;
  }
  > li:last-child {
    border-bottom: 0;
  }
`;

const RoleName = styled.span`
  min-width: 0;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

/** The name's field above its buttons. */
const RoleForm = styled.form`
  display: grid;
  flex: 1 1 100%;
  gap: ${({ theme }) => theme.space[3]};
  justify-items: start;

  > :first-child {
    width: 100%;
    max-width: 24rem;
  }
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/**
 * The roles the firm names (Preparer, Reviewer): each client's page says who of the staff fills each, and a
 * template assigns its projects by them. Add, Rename (in place) and Delete (after asking).
 */
export function FirmRolesCard() {
  const roles = useGetFirmRolesQuery();
  return (
    <Card aria-labelledby="firm-roles-heading">
      <CardHeader>
        <CardTitle id="firm-roles-heading">Roles</CardTitle>
        <CardDescription>
          Name who does what for a client, such as Preparer or Reviewer; each client&apos;s page says who fills each role, and templates assign their projects by role.
        </CardDescription>
      </CardHeader>
      <Content>
        <QueryView query={roles} loadingLabel="Loading roles" errorTitle="Failed to load roles">
          {(list) => (
            <>
              {list.length === 0 ? (
                <Muted>No roles yet.</Muted>
              ) : (
                <RoleList aria-label="Your firm's roles">
                  {list.map((role) => (
                    <RoleRow key={role.id} role={role} />
                  ))}
                </RoleList>
              )}
              {list.length < FIRM_ROLE_LIMITS.perFirm ? (
                <AddRoleForm />
              ) : (
                <Muted>Your firm has {FIRM_ROLE_LIMITS.perFirm} roles, the most it can keep: delete one before adding another.</Muted>
              )}
            </>
          )}
        </QueryView>
      </Content>
    </Card>
  );
}

function AddRoleForm() {
  const [createRole] = useCreateFirmRoleMutation();
  return (
    <RoleNameForm
      label="Add a role"
      submitLabel="Add role"
      defaultName=""
      submit={(input) => createRole(input).unwrap()}
      toasts={{ success: (role) => ({ title: 'Role added', description: `Each client's page can now say who is ${role.name}.` }), failure: 'Failed to add the role' }}
    />
  );
}

function RoleRow({ role }: { role: FirmRole }) {
  const [renaming, setRenaming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [renameRole] = useRenameFirmRoleMutation();
  const [deleteRole, { isLoading: deletingNow }] = useDeleteFirmRoleMutation();
  const run = useMutationToast();
  const renameButton = useRef<HTMLButtonElement>(null);
  // Back from the inline form (saved or cancelled), focus returns to the Rename that opened it.
  const [refocus, setRefocus] = useState(false);
  useEffect(() => {
    if (!renaming && refocus) {
      renameButton.current?.focus();
      setRefocus(false);
    }
  }, [renaming, refocus]);
  const closeRename = () => {
    setRenaming(false);
    setRefocus(true);
  };

  const confirmDelete = async () => {
    const outcome = await run(() => deleteRole(role.id).unwrap(), { success: (answer) => ({ title: 'Role deleted', description: answer.message }), failure: 'Failed to delete the role' });
    if (outcome.ok) setDeleting(false);
  };

  return (
    <li>
      {renaming ? (
        <RoleNameForm
          label={`Rename ${role.name}`}
          submitLabel="Save name"
          defaultName={role.name}
          focusOnOpen
          submit={(input) => renameRole({ roleId: role.id, ...input }).unwrap()}
          toasts={{ success: (renamed) => ({ title: 'Role renamed', description: `${role.name} is now ${renamed.name}, on every client's page and template.` }), failure: 'Failed to rename the role' }}
          onDone={closeRename}
          onCancel={closeRename}
        />
      ) : (
        <>
          <RoleName>{role.name}</RoleName>
          <ButtonRow>
            <Button ref={renameButton} type="button" variant="secondary" size="sm" onClick={() => setRenaming(true)} aria-label={`Rename ${role.name}`}>
              Rename
            </Button>
            <Button type="button" variant="secondary" size="sm" onClick={() => setDeleting(true)} aria-label={`Delete ${role.name}`}>
              Delete
            </Button>
          </ButtonRow>
        </>
      )}
      <ConfirmDialog
        open={deleting}
        title={`Delete the role ${role.name}?`}
        description={`Clients forget who was their ${role.name}, and templates stop assigning projects by it. Projects made already keep who they were assigned to.`}
        confirmLabel="Delete role"
        destructive
        busy={deletingNow}
        onCancel={() => setDeleting(false)}
        onConfirm={confirmDelete}
      />
    </li>
  );
}

interface RoleNameFormProps {
  /** The form's name: "Add a role", "Rename Preparer". */
  label: string;
  submitLabel: string;
  defaultName: string;
  /** Focus the name when the form opens (Rename), its text selected. */
  focusOnOpen?: boolean;
  submit(input: FirmRoleInput): Promise<FirmRole>;
  toasts: MutationToasts<FirmRole>;
  onDone?(): void;
  onCancel?(): void;
}

/** A role's name (Add a role, Rename), checked as the api checks it; a name taken (409) is said on the field. */
function RoleNameForm({ label, submitLabel, defaultName, focusOnOpen = false, submit, toasts, onDone, onCancel }: RoleNameFormProps) {
  const run = useMutationToast();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<FirmRoleInput>({ resolver: zodResolver(firmRoleSchema), defaultValues: { name: defaultName } });

  useEffect(() => {
    if (focusOnOpen) setFocus('name', { shouldSelect: true });
  }, [focusOnOpen, setFocus]);

  const save = handleSubmit(async (input) => {
    const call = async () => {
      try {
        return await submit(input);
      } catch (error) {
        const message = apiFieldErrors(error).find(([field]) => field === 'name')?.[1];
        if (message) setError('name', { message }, { shouldFocus: true });
        throw error;
      }
    };
    const outcome = await run(call, toasts);
    if (!outcome.ok) return;
    reset({ name: defaultName });
    onDone?.();
  });

  return (
    <RoleForm
      onSubmit={save}
      noValidate
      aria-label={label}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && onCancel) {
          event.preventDefault();
          onCancel();
        }
      }}
    >
      <Field label="Role name" hint={`Up to ${FIRM_ROLE_LIMITS.name} characters.`} error={errors.name?.message} required>
        <Input autoComplete="off" maxLength={FIRM_ROLE_LIMITS.name} {...register('name')} />
      </Field>
      <ButtonRow>
        <Button type="submit" loading={isSubmitting}>
          {submitLabel}
        </Button>
        {onCancel && (
          <Button type="button" variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
        )}
      </ButtonRow>
    </RoleForm>
  );
}
