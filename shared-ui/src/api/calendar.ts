import { baseApi } from '@clientline/shared-ui/store';

/** A person's private calendar address (api/src/calendar): their deadlines as an iCalendar file. */
export interface CalendarAddress {
  url: string;
}

export const calendarApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    /** The address, made the first time it is asked for (GET /api/user/calendar). */
    getCalendarAddress: build.query<CalendarAddress, void>({
      query: () => 'api/user/calendar',
      keepUnusedDataFor: 0,
    }),
    /** A new address; the old one stops working (POST /api/user/calendar/new). */
    newCalendarAddress: build.mutation<CalendarAddress & { message: string }, void>({
      query: () => ({ url: 'api/user/calendar/new', method: 'POST', body: {} }),
      async onQueryStarted(_input, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled;
        dispatch(calendarApi.util.upsertQueryData('getCalendarAddress', undefined, { url: data.url }));
      },
    }),
  }),
});

export const { useGetCalendarAddressQuery, useNewCalendarAddressMutation } = calendarApi;
