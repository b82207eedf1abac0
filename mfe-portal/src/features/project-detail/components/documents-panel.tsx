import { useState } from 'react';
import styled from '@clientline/shared-ui/styled';
import type { CurrentUser, Project } from '@clientline/contracts';
import { practiceWords } from '@clientline/contracts/practices';
import {
  useDocumentUploads,
  useGetProjectDocumentRequestsQuery,
  useGetProjectDocumentsQuery,
} from '@clientline/shared-ui/api/documents';
import { canManageProject, isClient, isPreview } from '@clientline/shared-ui/permissions';
import { DocumentList } from '../../../components/documents/document-list';
import { RequestDocumentsDialog } from '../../../components/documents/request-documents-dialog';
import { RequestItem, sortForChecklist } from '../../../components/documents/request-item';
import { UploadList } from '../../../components/documents/upload-list';
import { UploadZone } from '../../../components/documents/upload-zone';
import { refuseBySize } from '../../../lib/upload-rules';
import { PanelCard } from './panel-card';
import { PlainList } from '../../../components/panel-parts';
import { QueryList } from '../../../components/query-list';
import { askedOf } from '../../../lib/asked-of';
import { otherSideOf } from '../../../lib/other-side';

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};

  & + & {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const SectionTitle = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

/**
 * The project's documents, for the firm and the project's client: the document requests (the firm asks
 * and reviews, the client uploads against an item), an upload of any files, and the files themselves. A
 * preview of the client's portal shows the lists without any upload: Files then lists them alone.
 */
export default function DocumentsPanel({ project, user }: { project: Project; user: CurrentUser }) {
  const mayManage = canManageProject(user, project);
  const forClient = isClient(user);
  const uploadsOff = isPreview(user);
  // The client calls the project by their firm's word for it (matters, engagements or projects); the firm, a project.
  const work = practiceWords(forClient ? user.organizationPractice : null);
  const documents = useGetProjectDocumentsQuery(project.id);
  const requests = useGetProjectDocumentRequestsQuery(project.id);
  const uploads = useDocumentUploads(project.id);
  const [requesting, setRequesting] = useState(false);
  const looseUploads = uploads.uploads.filter((upload) => upload.requestItemId === null);

  return (
    <PanelCard titleId="documents-title" title="Documents" anchor="documents" action={mayManage && { label: 'Request Documents', onClick: () => setRequesting(true) }}>
      <Section aria-labelledby="document-requests-title">
        <SectionTitle id="document-requests-title">Requested Documents</SectionTitle>
        <QueryList
          query={requests}
          loadingLabel="Loading document requests"
          errorTitle="Could not load document requests"
          empty={{
            title: 'No documents requested',
            description: mayManage ? 'Request Documents asks your client for what you need, with due dates.' : 'When your firm needs a document from you, it is listed here.',
          }}
        >
          {(items) => (
            <PlainList>
              {sortForChecklist(items).map((item) => (
                <RequestItem key={item.id} item={item} mayReview={mayManage} uploads={forClient ? uploads : undefined} uploadsOff={uploadsOff} askedOf={askedOf(item, user.id)} />
              ))}
            </PlainList>
          )}
        </QueryList>
      </Section>

      <Section aria-labelledby="project-files-title">
        <SectionTitle id="project-files-title">Files</SectionTitle>
        {!uploadsOff && (
          <>
            <UploadZone onFiles={(files) => uploads.upload(files, { refuse: refuseBySize })} label="Upload Files" />
            <UploadList uploads={looseUploads} onCancel={uploads.cancel} />
          </>
        )}
        <QueryList
          query={documents}
          loadingLabel="Loading documents"
          errorTitle="Could not load documents"
          empty={{ title: 'No documents yet', description: `Files shared on this ${work.singular}, by you or ${otherSideOf(forClient)}, are listed here.` }}
        >
          {(files) => <DocumentList documents={files} showHistory={!forClient} mayDelete={() => mayManage} />}
        </QueryList>
      </Section>

      {requesting && <RequestDocumentsDialog project={project} onClose={() => setRequesting(false)} />}
    </PanelCard>
  );
}
