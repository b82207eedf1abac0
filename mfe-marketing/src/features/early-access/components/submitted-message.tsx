import { useEffect, useRef } from 'react';
import { Link } from '@clientline/shared-ui/router';
import styled from '@clientline/shared-ui/styled';
import { Button } from '@clientline/shared-ui';
import { CheckIcon } from '../../../components/icons';

const Panel = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => `${theme.space[12]} ${theme.space[6]}`};
  text-align: center;
`;

const Badge = styled.span`
  display: inline-grid;
  place-items: center;
  width: 56px;
  height: 56px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.successSoft};
  color: ${({ theme }) => theme.colors.success};
`;

const Heading = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
  font-weight: ${({ theme }) => theme.fontWeights.bold};

  &:focus {
    outline: none;
  }
`;

const Text = styled.p`
  max-width: 420px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** What replaces the wizard once the request is stored. */
export function SubmittedMessage({ email }: { email: string }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);

  return (
    <Panel>
      <Badge>
        <CheckIcon width={28} height={28} strokeWidth={2.5} />
      </Badge>
      <Heading ref={headingRef} tabIndex={-1}>
        You are on the list
      </Heading>
      <Text>
        We have your request and will email {email} as soon as your early access is ready.
      </Text>
      <Button as={Link} to="/" variant="secondary">
        Back to home
      </Button>
    </Panel>
  );
}
