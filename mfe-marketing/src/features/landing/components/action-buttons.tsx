import { Link } from '@clientline/shared-ui/router';
import styled from '@clientline/shared-ui/styled';
import { Button, media } from '@clientline/shared-ui';
import { ArrowRightIcon } from '../../../components/icons';
import type { ActionLink } from '../content/landing-content';

/** Below a section's text: each button as wide as the screen on a phone, side by side from sm up. */
const ActionRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[8]};

  & > * {
    flex: 1 1 100%;
  }

  ${media.sm} {
    & > * {
      flex: 0 0 auto;
    }
  }
`;

/** A section's call-to-action links, drawn as a row of buttons. */
export function ActionButtons({ actions, className }: { actions: ActionLink[]; className?: string }) {
  return (
    <ActionRow className={className}>
      {actions.map((action) => (
        <Button
          key={action.label}
          as={Link}
          to={action.to}
          variant={action.variant}
          data-variant={action.variant}
          size="lg"
        >
          {action.label}
          {action.variant === 'primary' && <ArrowRightIcon width={18} height={18} />}
        </Button>
      ))}
    </ActionRow>
  );
}
