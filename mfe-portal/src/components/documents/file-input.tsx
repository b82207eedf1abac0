import type { Ref } from 'react';
import { ALLOWED_DOCUMENT_EXTENSIONS } from '@clientline/contracts';

interface FileInputProps {
  ref: Ref<HTMLInputElement>;
  /** What the input is for, for screen readers (the visible button opens it). */
  label: string;
  onFiles(files: File[]): void;
}

/** The hidden picker behind an upload button: several files of the allowed types; cleared after each pick. */
export function FileInput({ ref, label, onFiles }: FileInputProps) {
  return (
    <input
      ref={ref}
      type="file"
      multiple
      hidden
      aria-label={label}
      accept={ALLOWED_DOCUMENT_EXTENSIONS.join(',')}
      onChange={(event) => {
        const files = [...(event.target.files ?? [])];
        event.target.value = '';
        if (files.length > 0) onFiles(files);
      }}
    />
  );
}
