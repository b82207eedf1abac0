import { useEffect, useRef, useState } from 'react';
import { AUTOMATION_ACTIONS, FIRM_MANAGER_ACTIONS, milestonesNamedBy, type Automation, type AutomationActionType, type AutomationList, type AutomationRun, type CurrentUser, type Project, type ProjectTemplate } from '@clientline/contracts';
import { Badge, Button, Card, CardContent, CardDescription, CardHeader, CardTitle, Spinner, useMutationToast, VisuallyHidden, type BadgeTone } from '@clientline/shared-ui';
import { CheckboxField, ConfirmDialog, InlineLoadError } from '@clientline/shared-ui/widgets';
import { formatMoment } from '@clientline/shared-ui/dates';
import { Link } from '@clientline/shared-ui/router';
import styled from '@clientline/shared-ui/styled';
import { canManageProject, runsTheFirm } from '@clientline/shared-ui/permissions';
import {
  useDeleteAutomationMutation,
  useGetProjectAutomationsQuery,
  useGetTemplateAutomationsQuery,
  useUpdateAutomationMutation,
} from '@clientline/shared-ui/api/automations';
import { AutomationDialog, type AutomationScope } from './automation-dialog';

const Header = styled(CardHeader)`
  flex-direction: row;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
`;

const Content = styled(CardContent)`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  min-width: 0;
`;

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: grid;
    gap: ${({ theme }) => theme.space[1]};
    min-width: 0;
    padding-bottom: ${({ theme }) => theme.space[3]};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    overflow-wrap: anywhere;
  }
  li:last-child {
    padding-bottom: 0;
    border-bottom: 0;
  }
`;

const Line = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

const Name = styled.p`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Warning = styled.p`
  color: ${({ theme }) => theme.colors.warningText};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Subheading = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

/** What a person may have a rule do: a team member's rules neither assign people nor complete the project. */
function actionsFor(user: CurrentUser): readonly AutomationActionType[] {
  return runsTheFirm(user) ? AUTOMATION_ACTIONS : AUTOMATION_ACTIONS.filter((action) => !FIRM_MANAGER_ACTIONS.includes(action));
}

const RUN_STATUSES: Record<AutomationRun['status'], { label: string; tone: BadgeTone }> = {
  running: { label: 'Running', tone: 'info' },
  done: { label: 'Done', tone: 'success' },
  failed: { label: 'Failed', tone: 'destructive' },
};

/**
 * A template's page: its rules and their latest runs on its projects. Only the owner and admins see the page,
 * and they change its rules.
 */
export function TemplateAutomations({ template }: { template: ProjectTemplate }) {
  const query = useGetTemplateAutomationsQuery(template.id);
  return (
    <AutomationsCard
      query={query}
      scope={{ templateId: template.id }}
      description="They run on every project made from this template, past and future."
      milestones={template.milestones.map((milestone) => milestone.name)}
      actions={AUTOMATION_ACTIONS}
      mayAdd
      mayChange={() => true}
      linksToTemplates={false}
      linksToProjects
    />
  );
}

/**
 * A project's page, for the firm's staff: the rules that apply to it and their runs on it. Whoever manages the
 * project changes its own rules; those of its template are changed on the template, by the owner and admins.
 */
export function ProjectAutomations({ project, user }: { project: Project; user: CurrentUser }) {
  const query = useGetProjectAutomationsQuery(project.id);
  const mayManage = canManageProject(user, project);
  const actions = actionsFor(user);
  const closed = project.status === 'completed' || project.archivedAt !== null;
  return (
    <AutomationsCard
      query={query}
      scope={{ projectId: project.id }}
      description={
        closed
          ? 'Nothing runs on this project now that it is completed or archived. Its automations, and those of its template, run again once it is reopened or restored.'
          : 'What runs by itself on this project: its own automations and those of the template it was made from.'
      }
      milestones={project.milestones.map((milestone) => milestone.name)}
      actions={actions}
      mayAdd={mayManage && !closed}
      // A team member leaves alone the rules that do what only the owner or an admin may.
      mayChange={(automation) => mayManage && automation.projectId !== null && actions.includes(automation.action.type)}
      linksToTemplates={runsTheFirm(user)}
      linksToProjects={false}
    />
  );
}

interface AutomationsCardProps {
  query: { data?: AutomationList; isLoading: boolean; isFetching: boolean; refetch(): unknown };
  scope: AutomationScope;
  description: string;
  milestones: string[];
  /** What the person may have a rule do. */
  actions: readonly AutomationActionType[];
  mayAdd: boolean;
  mayChange(automation: Automation): boolean;
  /** A template's rule shown on a project says where it is changed. */
  linksToTemplates: boolean;
  /** Each run names its project: a template's rules run on many. */
  linksToProjects: boolean;
}

function AutomationsCard({ query, scope, description, milestones, actions, mayAdd, mayChange, linksToTemplates, linksToProjects }: AutomationsCardProps) {
  const [adding, setAdding] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const [deletedId, setDeletedId] = useState<string | null>(null);
  const automations = query.data?.automations;
  // A deleted rule's buttons are gone once the list is read again: focus goes back to the section.
  useEffect(() => {
    if (!deletedId || !automations || automations.some((automation) => automation.id === deletedId)) return;
    setDeletedId(null);
    heading.current?.focus();
  }, [automations, deletedId]);

  let body;
  if (query.isLoading) body = <Spinner label="Loading automations" />;
  else if (!query.data) {
    body = <InlineLoadError message="The automations could not be loaded." onRetry={query.refetch} retrying={query.isFetching} />;
  } else {
    body = (
      <>
        {query.data.automations.length === 0 ? (
          <Muted>No automations yet. They run an action when something happens, such as messaging the client once every document is accepted.</Muted>
        ) : (
          <List aria-label="Automations">
            {query.data.automations.map((automation) => (
              <AutomationItem
                key={automation.id}
                automation={automation}
                scope={scope}
                milestones={milestones}
                actions={actions}
                mayChange={mayChange(automation)}
                linksToTemplate={linksToTemplates}
                onDeleted={() => setDeletedId(automation.id)}
              />
            ))}
          </List>
        )}
        <Subheading id="automation-runs-heading">Recent runs</Subheading>
        {query.data.runs.length === 0 ? (
          <Muted>Nothing has run yet.</Muted>
        ) : (
          <List aria-labelledby="automation-runs-heading">
            {query.data.runs.map((run) => (
              <RunItem key={run.id} run={run} linksToProject={linksToProjects} />
            ))}
          </List>
        )}
      </>
    );
  }

  return (
    <Card aria-labelledby="automations-heading">
      <Header>
        <div>
          <CardTitle id="automations-heading" ref={heading} tabIndex={-1}>
            Automations
          </CardTitle>
          <CardDescription>{description}</CardDescription>
        </div>
        {mayAdd && (
          <Button size="sm" onClick={() => setAdding(true)}>
            Add automation
          </Button>
        )}
      </Header>
      <Content>{body}</Content>
      {adding && <AutomationDialog scope={scope} milestones={milestones} actions={actions} onClose={() => setAdding(false)} />}
    </Card>
  );
}

interface AutomationItemProps {
  automation: Automation;
  scope: AutomationScope;
  milestones: string[];
  actions: readonly AutomationActionType[];
  mayChange: boolean;
  linksToTemplate: boolean;
  onDeleted(): void;
}

function AutomationItem({ automation, scope, milestones, actions, mayChange, linksToTemplate, onDeleted }: AutomationItemProps) {
  const [editing, setEditing] = useState(false);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const [update, updating] = useUpdateAutomationMutation();
  const [deleteAutomation, deleting] = useDeleteAutomationMutation();
  const run = useMutationToast();
  const { id, name, trigger, action, enabled } = automation;
  // Shown on a project, a rule of its template is changed there; on the template's own page, every rule is its.
  const ofTheTemplate = 'projectId' in scope ? automation.templateId : null;
  // Milestones are named, so renaming or removing one leaves the rules that named it with nothing to act on.
  const missing = milestonesNamedBy(automation).filter((milestone) => !milestones.includes(milestone));

  const turn = (on: boolean) =>
    run(() => update({ automationId: id, name, trigger, action, enabled: on }).unwrap(), {
      failure: on ? 'Failed to turn the automation on' : 'Failed to turn the automation off',
    });

  const confirmDelete = async () => {
    const outcome = await run(() => deleteAutomation(id).unwrap(), {
      success: (answer) => ({ title: 'Automation deleted', description: answer.message }),
      failure: 'Failed to delete the automation',
    });
    setConfirmingDelete(false);
    if (outcome.ok) onDeleted();
  };

  return (
    <li>
      <Line>
        <Name>{name}</Name>
        {!enabled && <Badge>Off</Badge>}
        {ofTheTemplate && <Badge tone="info">From the template</Badge>}
      </Line>
      <Muted>{automation.description}</Muted>
      {missing.map((milestone) => (
        <Warning key={milestone}>
          {`This ${'projectId' in scope ? 'project' : 'template'} has no milestone named "${milestone}": edit the automation to name one it has, or it does nothing.`}
        </Warning>
      ))}
      {mayChange && (
        <Line>
          <CheckboxField
            label={
              <>
                On<VisuallyHidden> ({name})</VisuallyHidden>
              </>
            }
            checked={enabled}
            disabled={updating.isLoading}
            onChange={(event) => turn(event.target.checked)}
          />
          <Button size="sm" variant="ghost" onClick={() => setEditing(true)} aria-label={`Edit automation ${name}`}>
            Edit
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setConfirmingDelete(true)} aria-label={`Delete automation ${name}`}>
            Delete
          </Button>
        </Line>
      )}
      {ofTheTemplate && linksToTemplate && (
        <Muted>
          <Link to={`/templates/${encodeURIComponent(ofTheTemplate)}`}>
            Edit<VisuallyHidden> {name}</VisuallyHidden> on the template
          </Link>
        </Muted>
      )}
      {editing && <AutomationDialog scope={scope} automation={automation} milestones={milestones} actions={actions} onClose={() => setEditing(false)} />}
      <ConfirmDialog
        open={confirmingDelete}
        title={`Delete the automation "${name}"?`}
        description="What it did stays done."
        confirmLabel="Delete automation"
        destructive
        busy={deleting.isLoading}
        onConfirm={confirmDelete}
        onCancel={() => setConfirmingDelete(false)}
      />
    </li>
  );
}

function RunItem({ run, linksToProject }: { run: AutomationRun; linksToProject: boolean }) {
  const status = RUN_STATUSES[run.status];
  return (
    <li>
      <Line>
        <Name>{run.automationName}</Name>
        {linksToProject && <Link to={`/project/${encodeURIComponent(run.projectId)}`}>{run.projectName}</Link>}
        <Badge tone={status.tone}>{status.label}</Badge>
      </Line>
      <Muted>
        {run.outcome} · <time dateTime={run.at}>{formatMoment(run.at)}</time>
      </Muted>
    </li>
  );
}
