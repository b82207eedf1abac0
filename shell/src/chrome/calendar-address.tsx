import { Button, useMutationToast, useToast } from '@clientline/shared-ui';
import { useGetCalendarAddressQuery, useNewCalendarAddressMutation } from '@clientline/shared-ui/api/calendar';
import styled from '@clientline/shared-ui/styled';
import { Field, InlineLoadError, Input } from '@clientline/shared-ui/widgets';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  margin-top: ${({ theme }) => theme.space[2]};
`;

/**
 * The person's private calendar address, to subscribe a calendar app to their deadlines: copied in one
 * click, or replaced by a new one (the old stops working) when it went where it should not.
 */
export function CalendarAddress() {
  const address = useGetCalendarAddressQuery();
  const [renew, renewing] = useNewCalendarAddressMutation();
  const run = useMutationToast();
  const { toast } = useToast();

  if (address.isError) return <InlineLoadError message="The calendar address could not be loaded." onRetry={address.refetch} retrying={address.isFetching} />;
  if (!address.data) return <p>Loading your calendar address…</p>;
  const { url } = address.data;

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: 'Calendar address copied', description: 'Add it to your calendar app as a subscription (from URL).' });
    } catch {
      toast({ title: 'Error', description: 'Could not copy the address: select it and copy it yourself.' });
    }
  }

  return (
    <div>
      <Field label="Calendar address" hint="Anyone with it sees your deadlines: keep it to yourself.">
        <Input value={url} readOnly onFocus={(event) => event.currentTarget.select()} />
      </Field>
      <Actions>
        <Button type="button" size="sm" variant="secondary" onClick={copy}>
          Copy address
        </Button>
        <Button
          type="button"
          size="sm"
          variant="ghost"
          loading={renewing.isLoading}
          onClick={() => run(() => renew().unwrap(), { success: { title: 'New calendar address', description: 'The old one no longer works.' }, failure: 'Failed to make a new address' })}
        >
          New address
        </Button>
      </Actions>
    </div>
  );
}
