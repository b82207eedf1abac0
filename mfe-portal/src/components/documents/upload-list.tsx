import styled from '@clientline/shared-ui/styled';
import type { FileUpload } from '@clientline/shared-ui/api/documents';
import { Button } from '@clientline/shared-ui';
import { ProgressBar } from '@clientline/shared-ui/widgets';
import { formatSize } from '../../lib/format-size';
import { PlainList, TitleRow } from '../panel-parts';

const List = styled(PlainList)`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
`;

const Row = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Name = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  overflow-wrap: anywhere;
`;

const Outcome = styled.p<{ $failed: boolean }>`
  color: ${({ theme, $failed }) => ($failed ? theme.colors.destructiveText : theme.colors.textMuted)};
  overflow-wrap: anywhere;
`;

const OUTCOME: Record<FileUpload['status'], string> = {
  queued: 'Waiting to upload',
  uploading: 'Uploading',
  done: 'Uploaded',
  failed: 'Not uploaded',
  cancelled: 'Cancelled',
};

/** One row per file being uploaded: its progress and Cancel, then how it ended (the server's reason when refused). */
export function UploadList({ uploads, onCancel }: { uploads: FileUpload[]; onCancel(key: string): void }) {
  if (uploads.length === 0) return null;
  return (
    <List aria-label="Uploads">
      {uploads.map((upload) => (
        <Row key={upload.key}>
          <TitleRow>
            <Name>
              {upload.fileName} <span>({formatSize(upload.size)})</span>
            </Name>
            {(upload.status === 'uploading' || upload.status === 'queued') && (
              <Button size="sm" variant="ghost" onClick={() => onCancel(upload.key)} aria-label={`Cancel upload of ${upload.fileName}`}>
                Cancel
              </Button>
            )}
          </TitleRow>
          {upload.status === 'uploading' && <ProgressBar percent={upload.percent} label={`Progress of ${upload.fileName}`} />}
          <Outcome $failed={upload.status === 'failed'} role={upload.status === 'failed' ? 'alert' : undefined}>
            {OUTCOME[upload.status]}
            {upload.error && `: ${upload.error}`}
          </Outcome>
        </Row>
      ))}
    </List>
  );
}
