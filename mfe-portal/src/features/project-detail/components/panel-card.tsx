import type { ReactNode } from 'react';
import { Button, Card } from '@clientline/shared-ui';
import { PanelHeader, PanelTitle } from '../../../components/panel-parts';

/**
 * A card of the project page, named by its title (`titleId`), with the title bar's one action for
 * those who may take it (`false` for the others: no button).
 */
export function PanelCard({ titleId, title, action, children }: {
  titleId: string;
  title: string;
  action: { label: string; onClick(): void } | false;
  children: ReactNode;
}) {
  return (
    <Card aria-labelledby={titleId}>
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
