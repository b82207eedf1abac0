import { TEMPLATE_CADENCE_LABELS } from '@clientline/contracts';
import { counted } from '@clientline/contracts/counted';
import type { ProjectTemplate, StarterTemplateView } from '@clientline/contracts';
import { Badge, Button, useMutationToast, usePageTitle } from '@clientline/shared-ui';
import { Link, useNavigate } from '@clientline/shared-ui/router';
import styled from '@clientline/shared-ui/styled';
import { EmptyState, TableCell, TableRow } from '@clientline/shared-ui/widgets';
import { useCopyStarterTemplateMutation, useGetStarterTemplatesQuery, useGetTemplatesQuery } from '@clientline/shared-ui/api/templates';
import { ButtonRow } from '../../../components/button-row';
import { CardList, CardListItem, MetaLine } from '../../../components/card-list';
import { DataTable } from '../../../components/data-table';
import { QueryView } from '../../../components/query-view';
import { useWideScreen } from '../../../lib/use-wide-screen';
import { FirmRolesCard } from './firm-roles-card';
import { TemplatesFrame, useMayUseTemplates } from './templates-frame';

const Sections = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[10]};
`;

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  min-width: 0;
`;

const SectionHeader = styled.header`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};

  h2 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  p {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const Item = styled(CardListItem)`
  justify-items: start;
  overflow-wrap: anywhere;

  h3 {
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

const Description = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/**
 * /templates, for the firm's owner and admins: the firm's templates (Edit, Create projects), New template,
 * the firm's roles that templates assign projects by, and the starter templates the product ships, those of
 * the firm's practice first, each copied to edit.
 */
export function TemplatesPage() {
  const { user, mayUse } = useMayUseTemplates();
  usePageTitle('Templates', user?.organizationName);
  const newTemplate = (
    <Button as={Link} to="/templates/new">
      New template
    </Button>
  );
  return (
    <TemplatesFrame
      title="Templates"
      description="The projects you make again and again: make one for many clients at once, for a year, a quarter or a month."
      actions={newTemplate}
    >
      {mayUse && (
        <Sections>
          <YourTemplates />
          <FirmRolesCard />
          <StarterTemplates />
        </Sections>
      )}
    </TemplatesFrame>
  );
}

function YourTemplates() {
  const templates = useGetTemplatesQuery();
  const wide = useWideScreen();
  return (
    <Section aria-labelledby="your-templates-heading">
      <SectionHeader>
        <h2 id="your-templates-heading">Your templates</h2>
      </SectionHeader>
      <QueryView query={templates} loadingLabel="Loading templates" errorTitle="Failed to load templates">
        {(list) =>
          list.length === 0 ? (
            <EmptyState title="No templates yet" description="Start from a starter template below, or make your own with New template." headingLevel={3} />
          ) : wide ? (
            <TemplatesTable templates={list} />
          ) : (
            <TemplateCards templates={list} />
          )
        }
      </QueryView>
    </Section>
  );
}

function TemplateActions({ template }: { template: ProjectTemplate }) {
  return (
    <ButtonRow>
      <Button as={Link} to={`/templates/${encodeURIComponent(template.id)}`} variant="secondary" size="sm" aria-label={`Edit ${template.name}`}>
        Edit
      </Button>
      <Button as={Link} to={`/templates/${encodeURIComponent(template.id)}/create`} size="sm" aria-label={`Create projects from ${template.name}`}>
        Create projects
      </Button>
    </ButtonRow>
  );
}

function TemplatesTable({ templates }: { templates: ProjectTemplate[] }) {
  return (
    <DataTable label="Your templates" columns={['Template', 'Cadence', 'Projects made', 'Version', 'Actions']}>
      {templates.map((template) => (
        <TableRow key={template.id}>
          <TableCell>
            <strong>{template.name}</strong>
          </TableCell>
          <TableCell>{TEMPLATE_CADENCE_LABELS[template.cadence]}</TableCell>
          <TableCell>{template.projectsCount.toLocaleString('en-US')}</TableCell>
          <TableCell>{template.version}</TableCell>
          <TableCell>
            <TemplateActions template={template} />
          </TableCell>
        </TableRow>
      ))}
    </DataTable>
  );
}

/** The table as cards, for phones: the same facts and actions, nothing to scroll sideways. */
function TemplateCards({ templates }: { templates: ProjectTemplate[] }) {
  return (
    <CardList aria-label="Your templates">
      {templates.map((template) => (
        <Item as="li" key={template.id}>
          <h3>{template.name}</h3>
          <MetaLine>
            {TEMPLATE_CADENCE_LABELS[template.cadence]} · {counted(template.projectsCount, 'project')} made · version {template.version}
          </MetaLine>
          <TemplateActions template={template} />
        </Item>
      ))}
    </CardList>
  );
}

function StarterTemplates() {
  const starters = useGetStarterTemplatesQuery();
  return (
    <Section aria-labelledby="starter-templates-heading">
      <SectionHeader>
        <h2 id="starter-templates-heading">Starter templates</h2>
        <p>Made by Clientline: use one to copy it into your templates, then change it to fit your firm.</p>
      </SectionHeader>
      <QueryView query={starters} loadingLabel="Loading starter templates" errorTitle="Failed to load starter templates">
        {(list) =>
          list.length === 0 ? (
            <EmptyState title="No starter templates" headingLevel={3} />
          ) : (
            <CardList aria-label="Starter templates">
              {list.map((starter) => (
                <StarterCard key={starter.key} starter={starter} />
              ))}
            </CardList>
          )
        }
      </QueryView>
    </Section>
  );
}

function StarterCard({ starter }: { starter: StarterTemplateView }) {
  const [copyStarter, { isLoading }] = useCopyStarterTemplateMutation();
  const run = useMutationToast();
  const navigate = useNavigate();

  async function use() {
    const outcome = await run(() => copyStarter(starter.key).unwrap(), {
      success: (copy) => ({ title: 'Template copied', description: `"${copy.name}" is one of your templates now: change it to fit your firm.` }),
      failure: 'Failed to copy the template',
    });
    if (outcome.ok) navigate(`/templates/${encodeURIComponent(outcome.value.id)}`);
  }

  const contents = [
    counted(starter.milestones.length, 'milestone'),
    counted(starter.tasks.length, 'task'),
    counted(starter.requests.length, 'document request'),
  ].join(' · ');
  return (
    <Item as="li">
      <h3>{starter.name}</h3>
      <MetaLine>
        {starter.forYourPractice && <Badge tone="primary">For your practice</Badge>}
        <span>{TEMPLATE_CADENCE_LABELS[starter.cadence]}</span>
        <span>{contents}</span>
      </MetaLine>
      {starter.description && <Description>{starter.description}</Description>}
      <Button type="button" variant="secondary" size="sm" loading={isLoading} onClick={use} aria-label={`Use this template: ${starter.name}`}>
        Use this template
      </Button>
    </Item>
  );
}
