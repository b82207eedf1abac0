import { useState, type FormEvent } from 'react';
import type { ClientListItem } from '@clientline/contracts';
import { counted } from '@clientline/contracts/counted';
import { Button } from '@clientline/shared-ui';
import { Link, useNavigate } from '@clientline/shared-ui/router';
import styled from '@clientline/shared-ui/styled';
import { Dialog, DialogFooter, InlineLoadError } from '@clientline/shared-ui/widgets';
import { useGetTemplatesQuery } from '@clientline/shared-ui/api/templates';
import { ChoiceGroup } from '../../../components/choice-group';
import { LoadingBlock } from '../../../components/loading-block';
import type { ChosenClients } from '../../../lib/chosen-clients';

// A fieldset is as wide as its widest word unless told otherwise: a long template name wraps instead of
// pushing the dialog wider than a phone.
const Templates = styled(ChoiceGroup)`
  min-width: 0;

  label {
    align-items: flex-start;
    min-height: 44px;
    overflow-wrap: anywhere;
    cursor: pointer;
  }

  input {
    flex: none;
    width: 18px;
    height: 18px;
    margin: 2px 0 0;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;

/**
 * "Create projects…" for the ticked clients: the firm picks one of its templates, and Continue opens that
 * template's Create projects page with these clients as its first choice (their ids and names in the
 * navigation state, `{ clientIds, clientNames }`, which that page reads). Period, start date and the preview
 * are chosen there; nothing is created here.
 */
export function CreateProjectsDialog({ clients, onClose }: { clients: ClientListItem[]; onClose(): void }) {
  const templates = useGetTemplatesQuery();
  const [picked, setPicked] = useState<string | null>(null);
  const navigate = useNavigate();
  const list = templates.data ?? [];
  // The first template is chosen until the firm picks another (still there), so Continue always has one.
  const templateId = list.some((template) => template.id === picked) ? picked : list[0]?.id;

  function goOn(event: FormEvent) {
    event.preventDefault();
    if (!templateId) return;
    navigate(`/templates/${encodeURIComponent(templateId)}/create`, {
      state: { clientIds: clients.map((client) => client.id), clientNames: clients.map((client) => client.displayName) } satisfies ChosenClients,
    });
  }

  const title = `Create projects for ${counted(clients.length, 'client')}`;
  const close = (open: boolean) => !open && onClose();
  const cancel = (
    <Button type="button" variant="secondary" onClick={onClose}>
      Cancel
    </Button>
  );

  if (!templateId) {
    // Loading, failed, or no template yet: the firm makes its first one on Templates.
    return (
      <Dialog open onOpenChange={close} title={title}>
        {templates.data ? (
          <p>You have no templates yet.</p>
        ) : templates.isError ? (
          <InlineLoadError message="Your templates could not be loaded." onRetry={templates.refetch} retrying={templates.isFetching} />
        ) : (
          <LoadingBlock label="Loading templates" />
        )}
        <DialogFooter>
          {cancel}
          {templates.data && (
            <Button as={Link} to="/templates">
              Go to Templates
            </Button>
          )}
        </DialogFooter>
      </Dialog>
    );
  }

  return (
    <Dialog
      open
      onOpenChange={close}
      title={title}
      description="Choose the template. Next come the period and the start date, and a preview before anything is created."
    >
      <form onSubmit={goOn}>
        <Templates>
          <legend>Template</legend>
          {list.map((template) => (
            <label key={template.id}>
              <input type="radio" name="template" value={template.id} checked={template.id === templateId} onChange={() => setPicked(template.id)} />
              <span>{template.name}</span>
            </label>
          ))}
        </Templates>
        <DialogFooter>
          {cancel}
          <Button type="submit">Continue</Button>
        </DialogFooter>
      </form>
    </Dialog>
  );
}
