import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import styled from '@clientline/shared-ui/styled';
import { shareTimelineSchema, type ShareTimelineInput, type TimelineShareLink } from '@clientline/contracts';
import { Button, useMutationToast, useToast } from '@clientline/shared-ui';
import { CheckboxField, Dialog, DialogFooter, Field, Input } from '@clientline/shared-ui/widgets';
import { useCreateShareLinkMutation } from '@clientline/shared-ui/api/timelines';
import { toLocalDateInput } from '@clientline/shared-ui/dates';
import { ActiveShareLinks } from './active-share-links';

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;

const UrlRow = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};

  & > :first-child {
    flex: 1;
    min-width: 0;
  }
`;

const RevokedUrl = styled.p`
  overflow-wrap: anywhere;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Every new link starts from these: no name, no expiry, and the conversation left out until the firm ticks it. */
const NO_LINK_YET: ShareTimelineInput = { name: '', expiresAt: '', includeConversation: false };

interface ShareDialogProps {
  timelineId: string;
  open: boolean;
  onOpenChange(open: boolean): void;
}

/**
 * Makes a read-only link to the timeline for people outside the portal: an optional name for the firm's
 * own list, an optional expiry from today on, and the conversation only when the firm ticks it (it may be
 * privileged). Lists the links that still work, each with Revoke.
 */
export function ShareDialog({ timelineId, open, onOpenChange }: ShareDialogProps) {
  const [createShareLink] = useCreateShareLinkMutation();
  const [link, setLink] = useState<TimelineShareLink | null>(null);
  const [revokedId, setRevokedId] = useState<string | null>(null);
  const runWithToasts = useMutationToast();
  const { toast } = useToast();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ShareTimelineInput>({ resolver: zodResolver(shareTimelineSchema), defaultValues: NO_LINK_YET });

  /**
   * Back to an empty form. The form keeps its values while the new link is shown in its place, so
   * without this a ticked "Include the conversation" would carry over to the next link.
   */
  function startOver() {
    setLink(null);
    setRevokedId(null);
    reset(NO_LINK_YET);
  }

  function close(next: boolean) {
    if (!next) startOver();
    onOpenChange(next);
  }

  async function generate({ name, expiresAt, includeConversation }: ShareTimelineInput) {
    const created = await runWithToasts(
      () => createShareLink({ timelineId, name: name?.trim() || null, expiresAt: expiresAt || null, includeConversation: includeConversation ?? false }).unwrap(),
      { failure: 'Failed to create share link' },
    );
    if (created.ok) {
      reset(NO_LINK_YET);
      setLink(created.value);
    }
  }

  async function copy(url: string) {
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: 'Share link copied to clipboard', description: 'Anyone with this link can view the timeline.' });
    } catch {
      toast({ title: 'Error', description: 'Could not copy the link: select it and copy it yourself.' });
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title="Share Timeline"
      description="Anyone with the link can view this timeline without signing in."
      width={560}
    >
      <Stack>
        {link && revokedId === link.id ? (
          <div>
            <RevokedUrl>
              <s>{link.shareUrl}</s>
            </RevokedUrl>
            <RevokedUrl>Revoked: this link no longer opens the timeline.</RevokedUrl>
          </div>
        ) : link ? (
          <Field
            label={link.name ? `Share link: ${link.name}` : 'Share link'}
            hint={
              link.includeConversation
                ? 'Includes the conversation: anyone with this link can read your messages with the client.'
                : 'Tasks only: the conversation is not included.'
            }
          >
            <UrlRow>
              <Input readOnly value={link.shareUrl} onFocus={(event) => event.currentTarget.select()} />
              <Button type="button" onClick={() => copy(link.shareUrl)}>
                Copy
              </Button>
            </UrlRow>
          </Field>
        ) : (
          <form noValidate onSubmit={handleSubmit(generate)} id="share-form">
            <Stack>
              <Field label="Link name" hint="Optional, e.g. For the bank. Only your firm sees it, in the list of links." error={errors.name?.message}>
                <Input autoComplete="off" {...register('name')} />
              </Field>
              <Field label="Expiry date" hint="Optional. The link works through this day." error={errors.expiresAt?.message}>
                <Input type="date" min={toLocalDateInput(new Date())} {...register('expiresAt')} />
              </Field>
              <CheckboxField
                label="Include the conversation"
                hint="Off by default: messages with your client may be privileged. Viewers see senders' names and times only."
                {...register('includeConversation')}
              />
            </Stack>
          </form>
        )}
        <ActiveShareLinks timelineId={timelineId} onRevoked={setRevokedId} />
      </Stack>
      <DialogFooter>
        {link ? (
          <>
            <Button type="button" variant="secondary" onClick={startOver}>
              New Link
            </Button>
            <Button type="button" onClick={() => close(false)}>
              Done
            </Button>
          </>
        ) : (
          <>
            <Button type="button" variant="secondary" onClick={() => close(false)} disabled={isSubmitting}>
              Cancel
            </Button>
            <Button type="submit" form="share-form" loading={isSubmitting}>
              Generate Link
            </Button>
          </>
        )}
      </DialogFooter>
    </Dialog>
  );
}
