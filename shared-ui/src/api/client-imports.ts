import type { ClientImport, ClientImportListItem, ClientImportPlanInput } from '@clientline/contracts';
import { baseApi } from '@clientline/shared-ui/store';
import { CLIENT_LIST_TAG } from '@clientline/shared-ui/api/clients';

const importTag = (importId: string) => ({ type: 'Client' as const, id: `import:${importId}` });
const IMPORT_LIST_TAG = { type: 'Client' as const, id: 'imports' };

/** Importing a client list from a spreadsheet (docs/api.md, "Import from a spreadsheet"). */
export const clientImportsApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    /** Reads the CSV: its columns, first rows and a guessed mapping. */
    uploadClientList: build.mutation<ClientImport, File>({
      query: (file) => {
        const body = new FormData();
        body.append('file', file, file.name);
        return { url: 'api/client-imports', method: 'POST', body };
      },
    }),

    /** The firm's newest imports (their rows are read one import at a time). */
    getClientImports: build.query<ClientImportListItem[], void>({
      query: () => 'api/client-imports',
      providesTags: [IMPORT_LIST_TAG],
    }),

    /** Polled every second while it runs (`pollingInterval` set by the page). */
    getClientImport: build.query<ClientImport, string>({
      query: (importId) => `api/client-imports/${encodeURIComponent(importId)}`,
      providesTags: (_answer, _error, importId) => [importTag(importId)],
    }),

    dryRunClientImport: build.mutation<ClientImport, { importId: string } & ClientImportPlanInput>({
      query: ({ importId, ...plan }) => ({ url: `api/client-imports/${encodeURIComponent(importId)}/dry-run`, method: 'POST', body: plan }),
      invalidatesTags: (_answer, _error, { importId }) => [importTag(importId)],
    }),

    runClientImport: build.mutation<ClientImport, string>({
      query: (importId) => ({ url: `api/client-imports/${encodeURIComponent(importId)}/run`, method: 'POST' }),
      invalidatesTags: (_answer, _error, importId) => [importTag(importId), IMPORT_LIST_TAG, CLIENT_LIST_TAG],
    }),
  }),
});

/** The failed rows of an import as a CSV download (a link, not a call). */
export const failedRowsUrl = (importId: string) => `/api/client-imports/${encodeURIComponent(importId)}/failed-rows.csv`;

export const { useUploadClientListMutation, useGetClientImportsQuery, useGetClientImportQuery, useDryRunClientImportMutation, useRunClientImportMutation } = clientImportsApi;
