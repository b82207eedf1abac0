import type { OrganizationPublic, PracticeChange, PracticeSaved } from '@clientline/contracts';
import { baseApi } from '@clientline/shared-ui/store';

/** A firm's public face and what kind of firm it is (docs/api.md, Organizations). The webhook token is in `./webhooks`. */
export const organizationsApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    /** A firm's public data for its client login page, by name or by the slug in /{organizationName}. */
    getPublicOrganization: build.query<OrganizationPublic, string>({
      query: (organizationName) => `api/organizations/${encodeURIComponent(organizationName)}`,
    }),

    /** The owner or an admin says what kind of firm it is; the signed-in user's `organizationPractice` is read again. */
    updatePractice: build.mutation<PracticeSaved, PracticeChange>({
      query: (body) => ({ url: 'api/organizations/practice', method: 'PUT', body }),
      invalidatesTags: ['User'],
    }),
  }),
});

export const { useGetPublicOrganizationQuery, useUpdatePracticeMutation } = organizationsApi;
