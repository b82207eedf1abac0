import { useId, useRef, useState, type DragEvent } from 'react';
import styled from '@clientline/shared-ui/styled';
import { ALLOWED_DOCUMENT_TYPES_TEXT, DOCUMENT_MAX_BYTES, megabytes } from '@clientline/contracts';
import { Button } from '@clientline/shared-ui';
import { FileInput } from './file-input';

const Zone = styled.div<{ $dragging: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[4]};
  border: 2px dashed ${({ theme, $dragging }) => ($dragging ? theme.colors.primary : theme.colors.borderStrong)};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme, $dragging }) => ($dragging ? theme.colors.primarySoft : theme.colors.surfaceMuted)};
  text-align: center;
`;

const Hint = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
`;

export const UPLOAD_LIMITS_TEXT = `Up to ${megabytes(DOCUMENT_MAX_BYTES)} a file. Allowed: ${ALLOWED_DOCUMENT_TYPES_TEXT}.`;

/** A drop zone with a file picker (several files at once), and the limits beside it. */
export function UploadZone({ onFiles, label = 'Choose Files' }: { onFiles(files: File[]): void; label?: string }) {
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const hintId = useId();

  function drop(event: DragEvent) {
    event.preventDefault();
    setDragging(false);
    if (event.dataTransfer.files.length > 0) onFiles([...event.dataTransfer.files]);
  }

  return (
    <Zone
      $dragging={dragging}
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={drop}
    >
      <p aria-hidden>Drag files here, or</p>
      <Button type="button" variant="secondary" size="sm" aria-describedby={hintId} onClick={() => input.current?.click()}>
        {label}
      </Button>
      <FileInput ref={input} label={label} onFiles={onFiles} />
      <Hint id={hintId}>{UPLOAD_LIMITS_TEXT}</Hint>
    </Zone>
  );
}
