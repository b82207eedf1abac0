import { useCallback, useEffect, useRef, useState } from 'react';
// Types only: the contracts' values would bring every zod schema to every page that reads documents.
import type {
  CreateDocumentRequest,
  DocumentRequestItem,
  ProjectDocument,
  ReminderSettings,
  ReminderSettingsSaved,
  ReviewDocumentRequest,
} from '@clientline/contracts';
import {
  baseApi,
  DOCUMENT_LIST_TAG,
  DOCUMENT_REQUEST_LIST_TAG,
  documentTagsOf,
  projectDocumentRequestsTag,
  projectDocumentsTag,
  useAppDispatch,
} from '@clientline/shared-ui/store';

/** The firm's reminder schedule for outstanding requests (GET /api/reminders/settings). */
export const REMINDER_SETTINGS_TAG = { type: 'DocumentRequest' as const, id: 'REMINDER_SETTINGS' };

/** Documents and document requests (docs/api.md, Documents and Document requests). Uploads: `useDocumentUploads`. */
export const documentsApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    /** Newest first, all of the project's. */
    getProjectDocuments: build.query<ProjectDocument[], string>({
      query: (projectId) => `api/projects/${encodeURIComponent(projectId)}/documents`,
      providesTags: (_documents, _error, projectId) => [projectDocumentsTag(projectId)],
    }),

    /** Newest first, at most 200: a client's across their projects, the firm's for staff. */
    getDocuments: build.query<ProjectDocument[], void>({
      query: () => 'api/documents',
      providesTags: [DOCUMENT_LIST_TAG],
    }),

    deleteDocument: build.mutation<{ ok: true }, { id: string; projectId: string }>({
      query: ({ id }) => ({ url: `api/documents/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: (_answer, _error, { projectId }) => documentTagsOf(projectId),
    }),

    /** In the order asked, every status. */
    getProjectDocumentRequests: build.query<DocumentRequestItem[], string>({
      query: (projectId) => `api/projects/${encodeURIComponent(projectId)}/document-requests`,
      providesTags: (_items, _error, projectId) => [projectDocumentRequestsTag(projectId)],
    }),

    /** A client's items of every status across their projects; the firm's outstanding items for staff. */
    getDocumentRequests: build.query<DocumentRequestItem[], void>({
      query: () => 'api/document-requests',
      providesTags: [DOCUMENT_REQUEST_LIST_TAG],
    }),

    createDocumentRequest: build.mutation<DocumentRequestItem[], { projectId: string } & CreateDocumentRequest>({
      query: ({ projectId, ...body }) => ({
        url: `api/projects/${encodeURIComponent(projectId)}/document-requests`,
        method: 'POST',
        body,
      }),
      invalidatesTags: (_items, _error, { projectId }) => [projectDocumentRequestsTag(projectId), DOCUMENT_REQUEST_LIST_TAG, 'Metrics'],
    }),

    /** Accept what was received, or ask again with a note. */
    reviewDocumentRequest: build.mutation<DocumentRequestItem, { id: string; projectId: string } & ReviewDocumentRequest>({
      query: ({ id, projectId: _projectId, ...body }) => ({
        url: `api/document-requests/${encodeURIComponent(id)}`,
        method: 'PATCH',
        body,
      }),
      invalidatesTags: (_item, _error, { projectId }) => [projectDocumentRequestsTag(projectId), DOCUMENT_REQUEST_LIST_TAG, 'Metrics'],
    }),

    /** Undoes "accepted": received again, or requested when nothing is uploaded against it. */
    reopenDocumentRequest: build.mutation<DocumentRequestItem, { id: string; projectId: string }>({
      query: ({ id }) => ({ url: `api/document-requests/${encodeURIComponent(id)}/reopen`, method: 'POST', body: {} }),
      invalidatesTags: (_item, _error, { projectId }) => [projectDocumentRequestsTag(projectId), DOCUMENT_REQUEST_LIST_TAG, 'Metrics'],
    }),

    /** Remind now: mails the client about the item at once (429 within an hour of its last reminder). */
    remindDocumentRequest: build.mutation<DocumentRequestItem, { id: string; projectId: string }>({
      query: ({ id }) => ({ url: `api/document-requests/${encodeURIComponent(id)}/remind`, method: 'POST', body: {} }),
      invalidatesTags: (_item, _error, { projectId }) => [projectDocumentRequestsTag(projectId), DOCUMENT_REQUEST_LIST_TAG],
    }),

    /** Switches one item's automatic reminders off or back on. */
    setDocumentRequestReminders: build.mutation<DocumentRequestItem, { id: string; projectId: string; enabled: boolean }>({
      query: ({ id, enabled }) => ({ url: `api/document-requests/${encodeURIComponent(id)}/reminders`, method: 'PUT', body: { enabled } }),
      invalidatesTags: (_item, _error, { projectId }) => [projectDocumentRequestsTag(projectId), DOCUMENT_REQUEST_LIST_TAG],
    }),

    /** The firm's reminder schedule (owner and admins). */
    getReminderSettings: build.query<ReminderSettings, void>({
      query: () => 'api/reminders/settings',
      providesTags: [REMINDER_SETTINGS_TAG],
    }),

    updateReminderSettings: build.mutation<ReminderSettingsSaved, ReminderSettings>({
      query: (body) => ({ url: 'api/reminders/settings', method: 'PUT', body }),
      invalidatesTags: [REMINDER_SETTINGS_TAG],
    }),
  }),
});

export const {
  useGetProjectDocumentsQuery,
  useGetDocumentsQuery,
  useDeleteDocumentMutation,
  useGetProjectDocumentRequestsQuery,
  useGetDocumentRequestsQuery,
  useCreateDocumentRequestMutation,
  useReviewDocumentRequestMutation,
  useReopenDocumentRequestMutation,
  useRemindDocumentRequestMutation,
  useSetDocumentRequestRemindersMutation,
  useGetReminderSettingsQuery,
  useUpdateReminderSettingsMutation,
} = documentsApi;

export type UploadStatus = 'queued' | 'uploading' | 'done' | 'failed' | 'cancelled';

/** One file of the uploads a screen started. */
export interface FileUpload {
  /** Unique among the hook's uploads (a file may be chosen twice). */
  key: string;
  fileName: string;
  size: number;
  status: UploadStatus;
  /** 0 to 100 while uploading; 100 once done. */
  percent: number;
  /** Why it failed: the server's message when it sent one. */
  error: string | null;
  requestItemId: string | null;
}

export interface UploadOptions {
  /** The document request item the files answer. */
  requestItemId?: string;
  /** A reason to refuse a file before sending it (too large, say), or null to send it. */
  refuse?: (file: File) => string | null;
}

/** Files sent at the same time; the others wait, queued. */
const PARALLEL_UPLOADS = 3;

function serverMessageOf(xhr: XMLHttpRequest): string {
  try {
    const body: unknown = JSON.parse(xhr.responseText);
    if (typeof body === 'object' && body !== null && 'message' in body && typeof body.message === 'string') return body.message;
  } catch {
    // Not JSON: fall back on the status.
  }
  return xhr.status ? `Upload failed (${xhr.status})` : 'Upload failed: the connection was lost. Try again.';
}

let nextUploadKey = 0;

/**
 * Uploads files to a project one request per file (docs/api.md: fetch tells no upload progress and
 * cannot be cancelled per file), with XMLHttpRequest: same origin, so the session cookie goes with it
 * and the browser sends the Origin the api checks. Each file's state is kept for the screen; each file
 * stored invalidates the project's documents and checklist.
 */
export function useDocumentUploads(projectId: string) {
  const dispatch = useAppDispatch();
  const [uploads, setUploads] = useState<FileUpload[]>([]);
  const pending = useRef<{ key: string; file: File; requestItemId: string | null }[]>([]);
  const running = useRef(new Map<string, XMLHttpRequest>());
  const unmounted = useRef(false);

  const update = useCallback((key: string, change: Partial<FileUpload>) => {
    if (!unmounted.current) setUploads((current) => current.map((upload) => (upload.key === key ? { ...upload, ...change } : upload)));
  }, []);

  const startNext = useCallback(() => {
    while (running.current.size < PARALLEL_UPLOADS && pending.current.length > 0) {
      const { key, file, requestItemId } = pending.current.shift()!;
      const xhr = new XMLHttpRequest();
      running.current.set(key, xhr);
      const finish = (change: Partial<FileUpload>) => {
        running.current.delete(key);
        update(key, change);
        startNext();
      };
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable) update(key, { percent: Math.min(99, Math.floor((event.loaded / event.total) * 100)) });
      };
      xhr.onload = () => {
        if (xhr.status >= 200 && xhr.status < 300) {
          finish({ status: 'done', percent: 100 });
          dispatch(documentsApi.util.invalidateTags(documentTagsOf(projectId)));
        } else {
          finish({ status: 'failed', error: serverMessageOf(xhr) });
        }
      };
      xhr.onerror = () => finish({ status: 'failed', error: serverMessageOf(xhr) });
      xhr.onabort = () => finish({ status: 'cancelled' });

      const form = new FormData();
      if (requestItemId) form.append('requestItemId', requestItemId);
      form.append('file', file, file.name);
      xhr.open('POST', `/api/projects/${encodeURIComponent(projectId)}/documents`);
      xhr.withCredentials = true;
      xhr.setRequestHeader('Accept', 'application/json');
      update(key, { status: 'uploading', percent: 0 });
      xhr.send(form);
    }
  }, [dispatch, projectId, update]);

  const upload = useCallback(
    (files: Iterable<File>, { requestItemId, refuse }: UploadOptions = {}) => {
      const added: FileUpload[] = [];
      for (const file of files) {
        const key = `upload-${++nextUploadKey}`;
        const refusal = refuse?.(file) ?? null;
        added.push({
          key,
          fileName: file.name,
          size: file.size,
          status: refusal ? 'failed' : 'queued',
          percent: 0,
          error: refusal,
          requestItemId: requestItemId ?? null,
        });
        if (!refusal) pending.current.push({ key, file, requestItemId: requestItemId ?? null });
      }
      setUploads((current) => [...current, ...added]);
      startNext();
    },
    [startNext],
  );

  /** Stops a file: one waiting is dropped, one on its way is aborted (the server keeps nothing of it). */
  const cancel = useCallback(
    (key: string) => {
      const xhr = running.current.get(key);
      if (xhr) return xhr.abort();
      pending.current = pending.current.filter((waiting) => waiting.key !== key);
      update(key, { status: 'cancelled' });
    },
    [update],
  );

  useEffect(() => {
    unmounted.current = false;
    const requests = running.current;
    return () => {
      unmounted.current = true;
      pending.current = [];
      for (const xhr of requests.values()) xhr.abort();
    };
  }, []);

  return { uploads, upload, cancel };
}
