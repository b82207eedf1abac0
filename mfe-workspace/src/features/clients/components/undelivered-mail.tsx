import styled from '@clientline/shared-ui/styled';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@clientline/shared-ui';
import { useGetUndeliveredMailQuery } from '@clientline/shared-ui/api/mail';
import { formatMoment } from '@clientline/shared-ui/dates';

const Notice = styled(Card)`
  margin-bottom: ${({ theme }) => theme.space[6]};
  border-color: ${({ theme }) => theme.colors.warning};
`;

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
`;

const Reason = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * The firm's mail that could not be delivered (an invitation to a mistyped address, say), with the
 * relay's reason, so the owner can correct it and send again. Shown to organization accounts, only when
 * there is such mail.
 */
export function UndeliveredMail() {
  const { data: failed = [] } = useGetUndeliveredMailQuery(undefined, { refetchOnMountOrArgChange: true });
  if (failed.length === 0) return null;
  return (
    <Notice as="section" aria-labelledby="undelivered-mail-heading">
      <CardHeader>
        <CardTitle id="undelivered-mail-heading">Mail that could not be delivered</CardTitle>
        <CardDescription>Check these addresses: the recipients did not get these mails.</CardDescription>
      </CardHeader>
      <CardContent>
        <List>
          {failed.map((mail) => (
            <li key={mail.id}>
              <strong>{mail.to}</strong>: {mail.subject} ({formatMoment(mail.failedAt)})
              <Reason>{mail.reason}</Reason>
            </li>
          ))}
        </List>
      </CardContent>
    </Notice>
  );
}
