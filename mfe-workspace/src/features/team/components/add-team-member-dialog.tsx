import styled from '@clientline/shared-ui/styled';
import { Button } from '@clientline/shared-ui';
import { Dialog, DialogFooter } from '@clientline/shared-ui/widgets';
import { CopyButton } from '../../../components/copy-button';
import { InviteByEmailForm } from './invite-by-email-form';
import { PendingRequests } from './pending-requests';

const Steps = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0 0 ${({ theme }) => theme.space[5]};
  padding-left: ${({ theme }) => theme.space[5]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  margin-bottom: ${({ theme }) => theme.space[6]};
`;

const Subheading = styled.h3`
  margin-bottom: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

interface AddTeamMemberDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  organizationName: string;
}

/**
 * How a colleague joins: invited by email (the quick way), or registering themselves naming the firm and
 * waiting for approval; and who is waiting.
 */
export function AddTeamMemberDialog({ open, onOpenChange, organizationName }: AddTeamMemberDialogProps) {
  const registerLink = new URL('/auth', window.location.origin).href;
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Add Team Member" width={560}>
      <Subheading>Invite by email</Subheading>
      <InviteByEmailForm />
      <Subheading>Or let them ask to join</Subheading>
      <Steps>
        <li>
          Send your colleague the sign-up link: <strong>{registerLink}</strong>
        </li>
        <li>
          They choose <strong>Register</strong>, account type <strong>Team member</strong>, and enter your organization
          name: <strong>{organizationName}</strong>
        </li>
        <li>Their request appears below. Approve it and they see your workspace at their next page load.</li>
      </Steps>
      <Row>
        <CopyButton text={registerLink} copiedTitle="Link Copied!">
          Copy sign-up link
        </CopyButton>
        <CopyButton text={organizationName} copiedTitle="Organization name copied">
          Copy organization name
        </CopyButton>
      </Row>
      <Subheading>Requests to join</Subheading>
      <PendingRequests />
      <DialogFooter>
        <Button type="button" onClick={() => onOpenChange(false)}>
          Done
        </Button>
      </DialogFooter>
    </Dialog>
  );
}
