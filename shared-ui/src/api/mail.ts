import type { UndeliveredMail } from '@clientline/contracts';
import { baseApi } from '@clientline/shared-ui/store';

/** The firm's mail that could not be delivered (docs/api.md, Mail). */
export const mailApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    getUndeliveredMail: build.query<UndeliveredMail[], void>({
      query: () => 'api/mail/undelivered',
    }),
  }),
});

export const { useGetUndeliveredMailQuery } = mailApi;
