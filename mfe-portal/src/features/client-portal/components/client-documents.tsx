import { useState } from 'react';
import styled from '@clientline/shared-ui/styled';
import type { CurrentUser, DocumentRequestItem } from '@clientline/contracts';
import { practiceWords, type PracticeWords } from '@clientline/contracts/practices';
import { Card, Spinner } from '@clientline/shared-ui';
import { EmptyState, Field, Select } from '@clientline/shared-ui/widgets';
import { useDocumentUploads, useGetDocumentRequestsQuery, useGetDocumentsQuery } from '@clientline/shared-ui/api/documents';
import { useGetProjectsQuery } from '@clientline/shared-ui/api/projects';
import { isPreview } from '@clientline/shared-ui/permissions';
import { DocumentList } from '../../../components/documents/document-list';
import { RequestItem, sortForChecklist } from '../../../components/documents/request-item';
import { UploadList } from '../../../components/documents/upload-list';
import { UploadZone } from '../../../components/documents/upload-zone';
import { askedOf } from '../../../lib/asked-of';
import { refuseBySize } from '../../../lib/upload-rules';
import { MutedText, PanelTitle, PlainList } from '../../../components/panel-parts';
import { QueryList, type QueryListProps } from '../../../components/query-list';

const Sections = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
`;

const Section = styled(Card)`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
`;

/**
 * The portal's Documents tab: what the firm asked for, an upload to a chosen project, and every file shared.
 * A preview of the portal shows the lists without any upload, and says so where the upload would be. The
 * client's projects are called by their firm's word for them (matters, engagements or projects).
 */
export default function ClientDocuments({ user }: { user: CurrentUser }) {
  const uploadsOff = isPreview(user);
  const work = practiceWords(user.organizationPractice);
  return (
    <Sections>
      <RequestedDocuments uploadsOff={uploadsOff} personId={user.id} />
      <UploadToProject uploadsOff={uploadsOff} work={work} />
      <SharedDocuments work={work} />
    </Sections>
  );
}

/** A section of the tab, named by its title, listing what a query reads. */
function ListSection<T>({ titleId, title, ...list }: { titleId: string; title: string } & QueryListProps<T>) {
  return (
    <Section aria-labelledby={titleId}>
      <PanelTitle id={titleId}>{title}</PanelTitle>
      <QueryList {...list} />
    </Section>
  );
}

function RequestedDocuments({ uploadsOff, personId }: { uploadsOff: boolean; personId: string }) {
  const requests = useGetDocumentRequestsQuery();

  return (
    <ListSection
      titleId="requested-documents-title"
      title="Requested Documents"
      query={requests}
      loadingLabel="Loading requested documents"
      errorTitle="Could not load requested documents"
      empty={{ title: 'Nothing requested', description: 'When your firm needs a document from you, it is listed here.' }}
    >
      {(items) => (
        <PlainList>
          {sortForChecklist(items).map((item) => (
            <ClientRequestItem key={item.id} item={item} uploadsOff={uploadsOff} askedOf={askedOf(item, personId)} />
          ))}
        </PlainList>
      )}
    </ListSection>
  );
}

/** Each item uploads to its own project, and says so when it is asked of one person of the account. */
function ClientRequestItem({ item, uploadsOff, askedOf }: { item: DocumentRequestItem; uploadsOff: boolean; askedOf?: string }) {
  const uploads = useDocumentUploads(item.projectId);
  return <RequestItem item={item} mayReview={false} uploads={uploads} uploadsOff={uploadsOff} askedOf={askedOf} showProject headingLevel={3} />;
}

function UploadToProject({ uploadsOff, work }: { uploadsOff: boolean; work: PracticeWords }) {
  const projects = useGetProjectsQuery();
  const [chosenId, setChosenId] = useState('');
  const projectId = chosenId || projects.data?.[0]?.id || '';

  return (
    <Section aria-labelledby="upload-documents-title">
      <PanelTitle id="upload-documents-title">Upload Documents</PanelTitle>
      {/* The section stays, so the preview shows the portal's shape; the project choice is only for uploading. */}
      {uploadsOff ? (
        <MutedText>Uploads are off in a preview.</MutedText>
      ) : projects.isLoading ? (
        <Spinner label={`Loading your ${work.plural}`} />
      ) : (projects.data ?? []).length === 0 ? (
        <EmptyState headingLevel={3} title={`No ${work.plural} yet`} description={`Once your firm starts your first ${work.singular}, you can share files with it here.`} />
      ) : (
        <>
          <Field label={work.singularTitle}>
            <Select value={projectId} onChange={(event) => setChosenId(event.target.value)}>
              {(projects.data ?? []).map((project) => (
                <option key={project.id} value={project.id}>
                  {project.name}
                </option>
              ))}
            </Select>
          </Field>
          <ProjectUpload projectId={projectId} />
        </>
      )}
    </Section>
  );
}

function ProjectUpload({ projectId }: { projectId: string }) {
  const uploads = useDocumentUploads(projectId);
  return (
    <>
      <UploadZone onFiles={(files) => uploads.upload(files, { refuse: refuseBySize })} label="Upload Files" />
      <UploadList uploads={uploads.uploads} onCancel={uploads.cancel} />
    </>
  );
}

function SharedDocuments({ work }: { work: PracticeWords }) {
  const documents = useGetDocumentsQuery();

  return (
    <ListSection
      titleId="shared-documents-title"
      title="Your Documents"
      query={documents}
      loadingLabel="Loading your documents"
      errorTitle="Could not load your documents"
      empty={{ title: 'No documents yet', description: `Files you and your firm share on your ${work.plural} are listed here.` }}
    >
      {(files) => <DocumentList documents={files} showProject />}
    </ListSection>
  );
}
