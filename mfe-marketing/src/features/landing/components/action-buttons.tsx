import { Link } from '@clientline/shared-ui/router';
import { Button } from '@clientline/shared-ui';
import { ArrowRightIcon } from '../../../components/icons';
import type { ActionLink } from '../content/landing-content';

/** A page's call-to-action links, drawn as buttons. */
export function ActionButtons({ actions }: { actions: ActionLink[] }) {
  return (
    <>
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
    </>
  );
}
