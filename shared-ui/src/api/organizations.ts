import type { OrganizationPublic } from '@clientline/contracts';
import { baseApi } from '@clientline/shared-ui/store';

/** A firm's public face (docs/api.md, Organizations). The webhook token is in `./webhooks`. */
export const organizationsApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    /** A firm's public data for its client login page, by name or by the slug in /{organizationName}. */
    getPublicOrganization: build.query<OrganizationPublic, string>({
      query: (organizationName) => `api/organizations/${encodeURIComponent(organizationName)}`,
    }),
  }),
});

export const { useGetPublicOrganizationQuery } = organizationsApi;
