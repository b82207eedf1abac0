import { useEffect, useRef } from 'react';
import type { TemplateBatchPlan, TemplateBatchPlanRow } from '@clientline/contracts';
import { counted } from '@clientline/contracts/counted';
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle } from '@clientline/shared-ui';
import { formatDay } from '@clientline/shared-ui/dates';
import styled from '@clientline/shared-ui/styled';
import { ButtonRow } from '../../../components/button-row';
import { ADDRESSEE_LABELS } from '../lib/template-words';
import { FactList } from '../../../components/fact-list';
import { namesOf } from '../../../lib/chosen-clients';

/** Rows listed at once; the others are counted. */
const ROWS_SHOWN = 50;

const Content = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  overflow-wrap: anywhere;

  h3 {
    margin-bottom: ${({ theme }) => theme.space[2]};
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

const Summary = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0;
  padding-left: ${({ theme }) => theme.space[5]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Dates = styled(FactList)`
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 10rem), 1fr));
  margin: 0 0 ${({ theme }) => theme.space[3]};
`;

const Groups = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 16rem), 1fr));
  gap: ${({ theme }) => theme.space[4]};

  h4 {
    margin-bottom: ${({ theme }) => theme.space[1]};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

/** The clients who hear of their project at once, and that the others see it when they first sign in. */
export function whoHearsText({ toCreate, clientsWhoHear }: Pick<TemplateBatchPlan, 'toCreate' | 'clientsWhoHear'>): string {
  if (clientsWhoHear === 0) return 'None of these clients has signed in yet: each will see their project when they first sign in.';
  const others = Math.max(toCreate - clientsWhoHear, 0);
  const hear = `${counted(clientsWhoHear, 'client')} will hear of it at once, in their bell and by mail as their settings say.`;
  return others === 0 ? hear : `${hear} The other ${counted(others, 'client')} will see it when they first sign in.`;
}

/** The days reminder mails go, each with the documents reminded of that day, earliest first. */
export function reminderDays(requests: TemplateBatchPlan['each']['requests']): Array<[day: string, documents: string[]]> {
  const byDay = new Map<string, string[]>();
  for (const request of requests) for (const day of request.reminderDates) byDay.set(day, [...(byDay.get(day) ?? []), request.name]);
  return [...byDay].sort(([a], [b]) => a.localeCompare(b));
}

/** A list of rows, the first ROWS_SHOWN of them, and how many more. */
function FirstRows({ rows, label, line }: { rows: TemplateBatchPlanRow[]; label: string; line(row: TemplateBatchPlanRow): string }) {
  return (
    <>
      <List aria-label={label}>
        {rows.slice(0, ROWS_SHOWN).map((row) => (
          <li key={row.clientId}>{line(row)}</li>
        ))}
      </List>
      {rows.length > ROWS_SHOWN && <Muted>and {(rows.length - ROWS_SHOWN).toLocaleString('en-US')} more</Muted>}
    </>
  );
}

/**
 * The dry run: how many projects will be made and which clients are skipped (and why), what each project
 * holds with its dates, who hears of it, and the projects by client; then Create.
 */
export function BatchPreview({ plan, creating, onCreate }: { plan: TemplateBatchPlan; creating: boolean; onCreate(): void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // Keyboard and screen-reader users are taken to what Preview brought.
  useEffect(() => heading.current?.focus(), [plan]);
  const made = plan.rows.filter((row) => row.skipReason === null);
  const skipped = plan.rows.filter((row) => row.skipReason !== null);
  const { each } = plan;
  const reminders = reminderDays(each.requests);
  const atOnce = [each.welcomeMessage && 'the welcome message', each.requests.length > 0 && `the request for ${counted(each.requests.length, 'document')}`].filter(Boolean).join(' and ');

  return (
    <Card aria-labelledby="batch-preview-heading">
      <CardHeader>
        <CardTitle id="batch-preview-heading" ref={heading} tabIndex={-1}>
          Preview: {plan.templateName} for {plan.periodLabel}
        </CardTitle>
        <CardDescription>Nothing has been created yet.</CardDescription>
      </CardHeader>
      <CardContent>
        <Content>
          <div>
            <Summary>
              {counted(plan.toCreate, 'project')} will be created · {counted(plan.skipped, 'client')} skipped
            </Summary>
            {plan.toCreate > 0 && <Muted>{whoHearsText(plan)}</Muted>}
          </div>
          <ButtonRow>
            <Button type="button" disabled={plan.toCreate === 0} loading={creating} onClick={onCreate}>
              {plan.toCreate === 0 ? 'Nothing to create' : `Create ${counted(plan.toCreate, 'project')}`}
            </Button>
          </ButtonRow>
          {skipped.length > 0 && (
            <section aria-labelledby="batch-skipped-heading">
              <h3 id="batch-skipped-heading">Skipped clients</h3>
              <FirstRows rows={skipped} label="Skipped clients" line={(row) => `${row.clientName}: ${row.skipReason}`} />
            </section>
          )}
          <section aria-labelledby="batch-each-heading">
            <h3 id="batch-each-heading">Each project</h3>
            <Dates>
              <div>
                <dt>Starts</dt>
                <dd>{formatDay(each.startDate)}</dd>
              </div>
              <div>
                <dt>Due</dt>
                <dd>{formatDay(each.endDate)}</dd>
              </div>
              <div>
                <dt>Welcome message</dt>
                <dd>{each.welcomeMessage ? 'Posted from you' : 'None'}</dd>
              </div>
            </Dates>
            <Groups>
              <div>
                <h4>Milestones</h4>
                {each.milestones.length === 0 ? (
                  <Muted>None</Muted>
                ) : (
                  <List>
                    {each.milestones.map((milestone, index) => (
                      <li key={index}>
                        {milestone.name}: due {formatDay(milestone.dueDate)}
                      </li>
                    ))}
                  </List>
                )}
              </div>
              <div>
                <h4>Timeline tasks</h4>
                {each.tasks.length === 0 ? (
                  <Muted>None</Muted>
                ) : (
                  <List>
                    {each.tasks.map((task, index) => (
                      <li key={index}>
                        {task.name}: {formatDay(task.startDate)} to {formatDay(task.endDate)}
                      </li>
                    ))}
                  </List>
                )}
              </div>
              <div>
                <h4>Document requests</h4>
                {each.requests.length === 0 ? (
                  <Muted>None</Muted>
                ) : (
                  <List>
                    {each.requests.map((request, index) => (
                      <li key={index}>
                        {request.name}: due {formatDay(request.dueDate)}, asked of {ADDRESSEE_LABELS[request.addressedTo].toLowerCase()}
                      </li>
                    ))}
                  </List>
                )}
              </div>
            </Groups>
          </section>
          {plan.toCreate > 0 && (
            <section aria-labelledby="batch-mails-heading">
              <h3 id="batch-mails-heading">What each client hears, and when</h3>
              {!atOnce && reminders.length === 0 ? (
                <Muted>Nothing: the project has no welcome message and asks for no documents.</Muted>
              ) : (
                <List aria-label="What each client hears">
                  {atOnce && <li>When it is made: {atOnce}, in their bell and by mail as their settings say</li>}
                  {reminders.map(([day, documents]) => (
                    <li key={day}>
                      {formatDay(day)}: a reminder of {namesOf(documents)}, if not uploaded by then
                    </li>
                  ))}
                </List>
              )}
            </section>
          )}
          {made.length > 0 && (
            <section aria-labelledby="batch-rows-heading">
              <h3 id="batch-rows-heading">Projects to create</h3>
              <FirstRows rows={made} label="Projects to create" line={(row) => `${row.clientName}: ${row.projectName}`} />
            </section>
          )}
        </Content>
      </CardContent>
    </Card>
  );
}
