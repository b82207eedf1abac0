import { useState } from 'react';
import type { TemplateUpdate } from '@clientline/contracts';
import { counted } from '@clientline/contracts/counted';
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle, useMutationToast } from '@clientline/shared-ui';
import { Link } from '@clientline/shared-ui/router';
import styled from '@clientline/shared-ui/styled';
import { ConfirmDialog, InlineLoadError } from '@clientline/shared-ui/widgets';
import { useApplyTemplateUpdateMutation, useGetTemplateUpdateQuery } from '@clientline/shared-ui/api/templates';
import { LoadingBlock } from '../../../components/loading-block';

/** Projects listed before "and N more". */
const SHOWN = 20;

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  overflow-wrap: anywhere;
`;

const Lines = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space[5]};
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Heading = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: 600;
`;

function Changes({ update }: { update: TemplateUpdate }) {
  return (
    <>
      {update.changes.map((change) => (
        <section key={change.fromVersion} aria-label={`Changes since version ${change.fromVersion}`}>
          <Heading>Since version {change.fromVersion}</Heading>
          {change.lines.length === 0 ? (
            <Muted>Nothing a project holds changed (the template's name only).</Muted>
          ) : (
            <Lines>
              {change.lines.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </Lines>
          )}
        </section>
      ))}
    </>
  );
}

/**
 * After an edit: the template's projects made from an older version that nobody has started, what the latest
 * version would change in them, and one action that brings them to it. Started projects are never changed.
 */
export function ProjectsToUpdate({ templateId }: { templateId: string }) {
  const update = useGetTemplateUpdateQuery(templateId);
  const [apply, applying] = useApplyTemplateUpdateMutation();
  const [confirming, setConfirming] = useState(false);
  const run = useMutationToast();

  if (update.isLoading) return <LoadingBlock label="Loading the projects an edit may reach" />;
  if (update.isError || !update.data) {
    return <InlineLoadError message="The projects an edit may reach could not be loaded." onRetry={update.refetch} retrying={update.isFetching} />;
  }
  const { projects, started, version } = update.data;
  if (projects.length === 0 && started === 0) return null;

  async function bringUpToDate() {
    await run(() => apply({ templateId, projectIds: projects.map((project) => project.projectId) }).unwrap(), {
      success: (answer) => ({ title: 'Projects updated', description: answer.message }),
      failure: 'Failed to update the projects',
    });
    setConfirming(false);
  }

  const startedNote = started > 0 ? `${counted(started, 'project')} made from an older version ${started === 1 ? 'was' : 'were'} started already and ${started === 1 ? 'keeps' : 'keep'} what ${started === 1 ? 'it was' : 'they were'} made with.` : null;
  return (
    <Card aria-labelledby="projects-to-update-heading">
      <CardHeader>
        <CardTitle id="projects-to-update-heading">Projects not started yet</CardTitle>
        <CardDescription>
          {projects.length > 0
            ? `${counted(projects.length, 'project')} made from an older version nobody has started: version ${version} can reach them.`
            : 'Every project made from an older version was started: an edit never changes those.'}
        </CardDescription>
      </CardHeader>
      {projects.length > 0 && (
        <CardContent>
          <Stack>
            <Changes update={update.data} />
            <section aria-label="Projects the update reaches">
              <Heading>Projects it reaches</Heading>
              <Lines>
                {projects.slice(0, SHOWN).map((project) => (
                  <li key={project.projectId}>
                    <Link to={`/project/${encodeURIComponent(project.projectId)}`}>{project.projectName}</Link> · {project.clientName}
                  </li>
                ))}
              </Lines>
              {projects.length > SHOWN && <Muted>and {projects.length - SHOWN} more</Muted>}
            </section>
            {startedNote && <Muted>{startedNote}</Muted>}
            <div>
              <Button type="button" onClick={() => setConfirming(true)}>
                Update {counted(projects.length, 'project')}
              </Button>
            </div>
          </Stack>
        </CardContent>
      )}
      {projects.length === 0 && startedNote && (
        <CardContent>
          <Muted>{startedNote}</Muted>
        </CardContent>
      )}
      <ConfirmDialog
        open={confirming}
        title={`Update ${counted(projects.length, 'project')} to version ${version}?`}
        description="Their names, dates, milestones, tasks and document requests become the template's; the welcome message stays as it was sent, and clients hear of the documents newly asked. A project someone starts meanwhile is left as it is."
        confirmLabel={`Update ${counted(projects.length, 'project')}`}
        busy={applying.isLoading}
        onConfirm={bringUpToDate}
        onCancel={() => setConfirming(false)}
      />
    </Card>
  );
}
