import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { type ProjectTemplate, recurrenceChangeSchema, TEMPLATE_CADENCE_LABELS, type TemplateRecurrence } from '@clientline/contracts';
import { counted } from '@clientline/contracts/counted';
import { Badge, Button, Card, CardContent, CardDescription, CardHeader, CardTitle, useMutationToast, VisuallyHidden } from '@clientline/shared-ui';
import { formatDay, formatMomentDay } from '@clientline/shared-ui/dates';
import { Link } from '@clientline/shared-ui/router';
import styled from '@clientline/shared-ui/styled';
import { ConfirmDialog, Field, Input } from '@clientline/shared-ui/widgets';
import {
  useChangeTemplateRecurrenceClientMutation,
  useChangeTemplateRecurrenceMutation,
  useEndTemplateRecurrenceForClientMutation,
  useEndTemplateRecurrenceMutation,
  useGetTemplateRecurrenceQuery,
} from '@clientline/shared-ui/api/templates';
import { ButtonRow } from '../../../components/button-row';
import { InlineRow } from '../../../components/inline-row';
import { QueryView } from '../../../components/query-view';
import { apiFieldErrors } from '../lib/editor-values';
import { batchPath } from '../lib/template-words';

/** Clients listed before "Show all N clients". */
const SHOWN = 20;

type RecurrenceClient = TemplateRecurrence['clients'][number];

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  min-width: 0;
  overflow-wrap: anywhere;
`;

const Lines = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Failure = styled.p`
  color: ${({ theme }) => theme.colors.destructiveText};
`;

const Headline = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Subheading = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const DaysAheadRow = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[3]};

  > :first-child {
    flex: 0 1 12rem;
    min-width: 0;
  }
`;

const ClientList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space[2]};
    padding-bottom: ${({ theme }) => theme.space[3]};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    min-width: 0;
  }
  li:last-child {
    padding-bottom: 0;
    border-bottom: 0;
  }
`;

const SearchBox = styled.div`
  max-width: 24rem;
`;

/** "every year", "every quarter", "every month": how often the template's work comes back. */
const everyOf = (template: ProjectTemplate) => TEMPLATE_CADENCE_LABELS[template.cadence].toLowerCase();

/**
 * The template's page, Repeats: whether its projects come back by themselves, when next and for whom; pause,
 * resume or end it, for every client or for one, and how many days ahead the projects are made. It is set
 * up on Create projects, where the clients are chosen.
 */
export function TemplateRecurrenceSection({ template }: { template: ProjectTemplate }) {
  const query = useGetTemplateRecurrenceQuery(template.id);
  const heading = useRef<HTMLHeadingElement>(null);
  const ending = useRef(false);
  const recurrence = query.data?.recurrence;
  // Ended here, its buttons are gone once it is read again: focus goes back to the section.
  useEffect(() => {
    if (recurrence !== null || !ending.current) return;
    ending.current = false;
    heading.current?.focus();
  }, [recurrence]);
  // Said before the call: the answer read again may come before the call's own.
  const onEnding = (yes: boolean) => {
    ending.current = yes;
  };
  return (
    <Card aria-labelledby="template-recurrence-heading">
      <CardHeader>
        <CardTitle id="template-recurrence-heading" ref={heading} tabIndex={-1}>
          Repeats
        </CardTitle>
        <CardDescription>The template&apos;s projects made again {everyOf(template)} for the clients you chose, by themselves, some days before they start.</CardDescription>
      </CardHeader>
      <CardContent>
        <QueryView query={query} loadingLabel="Loading how the template repeats" errorTitle="Failed to load how the template repeats">
          {({ recurrence }) => (recurrence ? <Repeating template={template} recurrence={recurrence} onEnding={onEnding} /> : <NotRepeating template={template} />)}
        </QueryView>
      </CardContent>
    </Card>
  );
}

function NotRepeating({ template }: { template: ProjectTemplate }) {
  return (
    <Stack>
      <div>
        <p>This template does not repeat.</p>
        <Muted>
          On Create projects, choose the clients and tick &ldquo;Make these projects {everyOf(template)} for these clients&rdquo;: their projects come back {everyOf(template)}.
        </Muted>
      </div>
      <div>
        <Button as={Link} to={`/templates/${encodeURIComponent(template.id)}/create`} variant="secondary">
          Make it repeat
        </Button>
      </div>
    </Stack>
  );
}

function Repeating({ template, recurrence, onEnding }: { template: ProjectTemplate; recurrence: TemplateRecurrence; onEnding(yes: boolean): void }) {
  const [changeRecurrence, changing] = useChangeTemplateRecurrenceMutation();
  const [endRecurrence, ending] = useEndTemplateRecurrenceMutation();
  const [confirmingEnd, setConfirmingEnd] = useState(false);
  const run = useMutationToast();
  const { next, lastMade, clients } = recurrence;
  const paused = recurrence.status === 'paused';
  const pausedClients = clients.filter((client) => client.paused).length;

  async function setPaused(pause: boolean) {
    await run(() => changeRecurrence({ templateId: template.id, status: pause ? 'paused' : 'active' }).unwrap(), {
      success: pause
        ? { title: 'Paused', description: 'Projects due while it is paused are not made. Resume it to make the next ones as planned.' }
        : (changed) => ({ title: 'Resumed', description: changed.next ? `The next projects are made on ${formatDay(changed.next.createsOn)}.` : 'The next projects are made as planned.' }),
      failure: pause ? 'Failed to pause it' : 'Failed to resume it',
    });
  }

  async function end() {
    onEnding(true);
    const outcome = await run(() => endRecurrence({ templateId: template.id }).unwrap(), {
      success: { title: 'Repeating ended', description: 'No more projects are made from it by themselves. The projects already made stay.' },
      failure: 'Failed to end it',
    });
    if (!outcome.ok) onEnding(false);
    setConfirmingEnd(false);
  }

  return (
    <Stack>
      <div>
        <InlineRow>
          <Headline>{next ? `Next: ${next.projectName} on ${formatDay(next.startDate)}` : 'No more projects are planned'}</Headline>
          {paused && <Badge tone="warning">Paused for every client</Badge>}
        </InlineRow>
        <Lines>
          <p>
            {recurrence.ruleText}, for {counted(clients.length, 'client')}
            {pausedClients > 0 && ` (${pausedClients.toLocaleString('en-US')} paused)`}
          </p>
          {next && (
            <p>
              Made {counted(recurrence.daysAhead, 'day')} ahead, on {formatDay(next.createsOn)}
              {paused && ': not while it is paused'}
            </p>
          )}
          <p>
            {lastMade ? (
              <>
                Last made: <Link to={batchPath(template.id, lastMade.batchId)}>Batch for {lastMade.periodLabel}</Link>, on {formatMomentDay(lastMade.at)}
              </>
            ) : (
              'Nothing made by repeating yet'
            )}
          </p>
          {recurrence.lastFailure && (
            <Failure>
              The projects for {recurrence.lastFailure.periodLabel} could not be made ({recurrence.lastFailure.reason}), on {formatMomentDay(recurrence.lastFailure.at)}: create them on Create
              projects.
            </Failure>
          )}
          <Muted>
            Set up by {recurrence.createdByName} on {formatMomentDay(recurrence.createdAt)}
          </Muted>
        </Lines>
      </div>
      <ButtonRow>
        <Button type="button" variant="secondary" loading={changing.isLoading} onClick={() => setPaused(!paused)}>
          {paused ? 'Resume' : 'Pause for every client'}
        </Button>
        <Button type="button" variant="destructive" onClick={() => setConfirmingEnd(true)}>
          End
        </Button>
      </ButtonRow>
      <DaysAheadForm templateId={template.id} daysAhead={recurrence.daysAhead} />
      <RecurrenceClients template={template} clients={clients} onEnding={onEnding} />
      <ConfirmDialog
        open={confirmingEnd}
        title={`End repeating ${template.name}?`}
        description="No more projects are made from it by themselves, for any client. The projects already made stay as they are."
        confirmLabel="End"
        destructive
        busy={ending.isLoading}
        onConfirm={end}
        onCancel={() => setConfirmingEnd(false)}
      />
    </Stack>
  );
}

/** How many days before each start its projects are made, checked with the contracts' schema; the api's refusal goes on the field. */
function DaysAheadForm({ templateId, daysAhead }: { templateId: string; daysAhead: number }) {
  const [changeRecurrence] = useChangeTemplateRecurrenceMutation();
  const run = useMutationToast();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(recurrenceChangeSchema), defaultValues: { daysAhead } });

  const save = handleSubmit(async (change) => {
    const call = async () => {
      try {
        return await changeRecurrence({ templateId, daysAhead: change.daysAhead }).unwrap();
      } catch (error) {
        const message = apiFieldErrors(error).find(([field]) => field === 'daysAhead')?.[1];
        if (message) setError('daysAhead', { message }, { shouldFocus: true });
        throw error;
      }
    };
    const outcome = await run(call, {
      success: (changed) => ({
        title: 'Days ahead saved',
        description: changed.next
          ? `Projects are made ${counted(changed.daysAhead, 'day')} before they start: the next ones on ${formatDay(changed.next.createsOn)}.`
          : `Projects are made ${counted(changed.daysAhead, 'day')} before they start.`,
      }),
      failure: 'Failed to save the days ahead',
    });
    if (outcome.ok) reset({ daysAhead: outcome.value.daysAhead });
  });

  return (
    <DaysAheadRow onSubmit={save} noValidate aria-label="Days ahead">
      <Field label="Days ahead" hint="How many days before they start the projects are made." error={errors.daysAhead?.message}>
        <Input type="number" inputMode="numeric" min={0} max={365} {...register('daysAhead', { valueAsNumber: true })} />
      </Field>
      <Button type="submit" variant="secondary" loading={isSubmitting}>
        Save
      </Button>
    </DaysAheadRow>
  );
}

/** The clients it repeats for, by name: the first SHOWN, a search by name, each paused, resumed or ended on its own. */
function RecurrenceClients({ template, clients, onEnding }: { template: ProjectTemplate; clients: RecurrenceClient[]; onEnding(yes: boolean): void }) {
  const [search, setSearch] = useState('');
  const [showAll, setShowAll] = useState(false);
  const [ending, setEnding] = useState<RecurrenceClient | null>(null);
  const [changeClient, changingClient] = useChangeTemplateRecurrenceClientMutation();
  const [endForClient, endingForClient] = useEndTemplateRecurrenceForClientMutation();
  const run = useMutationToast();
  const list = useRef<HTMLUListElement>(null);
  const clientsHeading = useRef<HTMLHeadingElement>(null);
  const focusFirstShown = useRef(false);
  const endedFor = useRef<string | null>(null);

  const term = search.trim().toLowerCase();
  const found = term ? clients.filter((client) => client.clientName.toLowerCase().includes(term)) : clients;
  const shown = showAll ? found : found.slice(0, SHOWN);
  const last = clients.length === 1;

  // "Show all" is gone once pressed: focus goes on to the first client it brought.
  useEffect(() => {
    if (!showAll || !focusFirstShown.current) return;
    focusFirstShown.current = false;
    list.current?.querySelectorAll('li')[SHOWN]?.querySelector('a')?.focus();
  }, [showAll]);

  // Ended for a client, its row is gone once the list is read again: focus goes back to the list's heading.
  useEffect(() => {
    if (endedFor.current === null || clients.some((client) => client.clientId === endedFor.current)) return;
    endedFor.current = null;
    clientsHeading.current?.focus();
  }, [clients]);

  async function setPaused(client: RecurrenceClient, paused: boolean) {
    await run(() => changeClient({ templateId: template.id, clientId: client.clientId, paused }).unwrap(), {
      success: paused
        ? { title: `Paused for ${client.clientName}`, description: 'Their projects due while it is paused are not made.' }
        : { title: `Resumed for ${client.clientName}`, description: 'Their next projects are made as planned.' },
      failure: paused ? `Failed to pause it for ${client.clientName}` : `Failed to resume it for ${client.clientName}`,
    });
  }

  async function end(client: RecurrenceClient) {
    // Its last client: ending it for them ends it.
    if (last) onEnding(true);
    else endedFor.current = client.clientId;
    const outcome = await run(() => endForClient({ templateId: template.id, clientId: client.clientId }).unwrap(), {
      success: (answer) =>
        answer.recurrence
          ? { title: `Ended for ${client.clientName}`, description: 'No more projects are made for them by themselves. Those already made stay.' }
          : { title: 'Repeating ended', description: `${client.clientName} was its last client. The projects already made stay.` },
      failure: `Failed to end it for ${client.clientName}`,
    });
    if (!outcome.ok) {
      onEnding(false);
      endedFor.current = null;
    } else if (!outcome.value.recurrence) onEnding(true);
    setEnding(null);
  }

  return (
    <section aria-labelledby="recurrence-clients-heading">
      <Stack>
        <Subheading id="recurrence-clients-heading" ref={clientsHeading} tabIndex={-1}>
          Clients
        </Subheading>
        {clients.length > SHOWN && (
          <SearchBox>
            <Field label="Find a client">
              <Input type="search" autoComplete="off" value={search} onChange={(event) => setSearch(event.target.value)} />
            </Field>
          </SearchBox>
        )}
        {clients.length === 0 && <Muted>It repeats for no client now.</Muted>}
        {clients.length > 0 && found.length === 0 && <Muted>No client&apos;s name has &ldquo;{search.trim()}&rdquo;.</Muted>}
        {shown.length > 0 && (
          // role="list": a list without bullets is no list to some screen readers otherwise.
          <ClientList ref={list} role="list" aria-label="Clients it repeats for">
            {shown.map((client) => {
              const busy = changingClient.isLoading && changingClient.originalArgs?.clientId === client.clientId;
              return (
                <li key={client.clientId}>
                  <InlineRow>
                    <Link to={`/client/${encodeURIComponent(client.clientId)}`}>{client.clientName}</Link>
                    {client.paused && <Badge tone="warning">Paused</Badge>}
                  </InlineRow>
                  <ButtonRow>
                    <Button type="button" variant="secondary" size="sm" loading={busy} onClick={() => setPaused(client, !client.paused)}>
                      {client.paused ? 'Resume' : 'Pause'}
                      <VisuallyHidden> for {client.clientName}</VisuallyHidden>
                    </Button>
                    <Button type="button" variant="secondary" size="sm" onClick={() => setEnding(client)}>
                      End<VisuallyHidden> for {client.clientName}</VisuallyHidden>
                    </Button>
                  </ButtonRow>
                </li>
              );
            })}
          </ClientList>
        )}
        {found.length > shown.length && (
          <div>
            <Button
              type="button"
              variant="secondary"
              onClick={() => {
                focusFirstShown.current = true;
                setShowAll(true);
              }}
            >
              Show all {found.length.toLocaleString('en-US')} clients
            </Button>
          </div>
        )}
      </Stack>
      <ConfirmDialog
        open={ending !== null}
        title={last ? `End repeating ${template.name}?` : `End repeating for ${ending?.clientName ?? ''}?`}
        description={
          last
            ? `${ending?.clientName ?? ''} is the last client it repeats for, so this ends it: no more projects are made from it by themselves. The projects already made stay as they are.`
            : `No more projects from ${template.name} are made for ${ending?.clientName ?? ''} by themselves. The projects already made stay as they are.`
        }
        confirmLabel={last ? 'End' : `End for ${ending?.clientName ?? ''}`}
        destructive
        busy={endingForClient.isLoading}
        onConfirm={() => ending && end(ending)}
        onCancel={() => setEnding(null)}
      />
    </section>
  );
}
