import { useEffect, useRef, type ReactNode } from 'react';
import { Button, Card } from '@clientline/shared-ui';
import { useLocation } from '@clientline/shared-ui/router';
import { PanelHeader, PanelTitle } from '../../../components/panel-parts';

/**
 * A card of the project page, named by its title (`titleId`), with the title bar's one action for
 * those who may take it (`false` for the others: no button). An `anchor` is its id, scrolled to when the
 * address ends with it (a mail's link to the project's documents: `#documents`).
 */
export function PanelCard({ titleId, title, action, anchor, children }: {
  titleId: string;
  title: string;
  action: { label: string; onClick(): void } | false;
  anchor?: string;
  children: ReactNode;
}) {
  const { hash } = useLocation();
  const cardRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (anchor && hash === `#${anchor}`) cardRef.current?.scrollIntoView?.({ block: 'start' });
  }, [anchor, hash]);
  return (
    <Card id={anchor} ref={cardRef} aria-labelledby={titleId}>
      <PanelHeader>
        <PanelTitle id={titleId}>{title}</PanelTitle>
        {action && (
          <Button size="sm" onClick={action.onClick}>
            {action.label}
          </Button>
        )}
      </PanelHeader>
      {children}
    </Card>
  );
}
