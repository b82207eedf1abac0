import type { z } from 'zod';
import type { earlyAccessSchema } from '@clientline/contracts';
import { baseApi } from '@clientline/shared-ui/store';

/** The answers as the schema hands them over: trimmed, email lowercased. */
export type EarlyAccessRequest = z.output<typeof earlyAccessSchema>;

/** The marketing site's early-access wizard (docs/api.md, Early access). */
export const earlyAccessApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    submitEarlyAccess: build.mutation<{ ok: boolean; message: string }, EarlyAccessRequest>({
      query: (body) => ({ url: 'api/early-access', method: 'POST', body }),
    }),
  }),
});

export const { useSubmitEarlyAccessMutation } = earlyAccessApi;
