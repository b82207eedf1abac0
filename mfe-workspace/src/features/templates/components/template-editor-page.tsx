import { useState } from 'react';
import { counted } from '@clientline/contracts/counted';
import { Button, useMutationToast, usePageTitle } from '@clientline/shared-ui';
import { Link, useNavigate, useParams } from '@clientline/shared-ui/router';
import styled from '@clientline/shared-ui/styled';
import { ConfirmDialog, EmptyState } from '@clientline/shared-ui/widgets';
import { useDeleteTemplateMutation, useGetTemplateQuery } from '@clientline/shared-ui/api/templates';
import { isApiError } from '@clientline/shared-ui/store';
import { TemplateAutomations } from '@clientline/shared-ui/automations';
import { QueryView } from '../../../components/query-view';
import { ProjectsToUpdate } from './projects-to-update';
import { RecentBatches } from './recent-batches';
import { TemplateForm } from './template-form';
import { TemplateRecurrenceSection } from './template-recurrence';
import { TemplatesFrame, useMayUseTemplates } from './templates-frame';

const Sections = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
`;

const backToTemplates = (
  <Button as={Link} to="/templates" variant="secondary">
    Back to Templates
  </Button>
);

/**
 * /templates/new and /templates/:templateId: a template's editor. Saving an existing one makes a new version
 * (projects made before keep theirs); below it, the projects an edit may reach, how the template repeats, its
 * automations and its recent batches.
 */
export function TemplateEditorPage() {
  const { templateId } = useParams();
  return templateId ? <EditTemplate templateId={templateId} /> : <NewTemplate />;
}

function NewTemplate() {
  const { user } = useMayUseTemplates();
  const navigate = useNavigate();
  usePageTitle('New template', 'Templates', user?.organizationName);
  return (
    <TemplatesFrame title="New template" description="The project you make again and again, for any client and period." actions={backToTemplates}>
      <TemplateForm onCreated={(created) => navigate(`/templates/${encodeURIComponent(created.id)}`, { replace: true })} />
    </TemplatesFrame>
  );
}

function EditTemplate({ templateId }: { templateId: string }) {
  const { user, mayUse } = useMayUseTemplates();
  const template = useGetTemplateQuery(templateId, { skip: !mayUse });
  const [confirming, setConfirming] = useState(false);
  const [deleteTemplate, deleting] = useDeleteTemplateMutation();
  const run = useMutationToast();
  const navigate = useNavigate();
  const loaded = template.data;
  usePageTitle(loaded?.name ?? 'Template', 'Templates', user?.organizationName);
  const notFound = isApiError(template.error) && template.error.status === 404;

  async function remove() {
    const outcome = await run(() => deleteTemplate(templateId).unwrap(), {
      success: (answer) => ({ title: 'Template deleted', description: answer.message }),
      failure: 'Failed to delete the template',
    });
    setConfirming(false);
    if (outcome.ok) navigate('/templates');
  }

  const actions = (
    <>
      {backToTemplates}
      {loaded && (
        <>
          <Button as={Link} to={`/templates/${encodeURIComponent(templateId)}/create`} variant="secondary">
            Create projects
          </Button>
          <Button type="button" variant="destructive" onClick={() => setConfirming(true)}>
            Delete template
          </Button>
        </>
      )}
    </>
  );
  const description = loaded
    ? `Version ${loaded.version} · ${counted(loaded.projectsCount, 'project')} made from it. Saving makes a new version; projects made before keep what they were made with.`
    : undefined;

  return (
    <TemplatesFrame title={loaded ? `Edit ${loaded.name}` : 'Edit template'} description={description} actions={actions}>
      {notFound ? (
        <EmptyState title="Template not found" description="It may have been deleted. Its projects stay as they are." />
      ) : (
        <QueryView query={template} loadingLabel="Loading the template" errorTitle="Failed to load the template">
          {(current) => (
            <Sections>
              <TemplateForm key={current.id} template={current} />
              <ProjectsToUpdate templateId={current.id} />
              <TemplateRecurrenceSection template={current} />
              <TemplateAutomations template={current} />
              <RecentBatches templateId={current.id} />
            </Sections>
          )}
        </QueryView>
      )}
      <ConfirmDialog
        open={confirming}
        title={`Delete the template "${loaded?.name ?? ''}"?`}
        description="It leaves your templates for good. The projects made from it stay as they are."
        confirmLabel="Delete template"
        destructive
        busy={deleting.isLoading}
        onConfirm={remove}
        onCancel={() => setConfirming(false)}
      />
    </TemplatesFrame>
  );
}
