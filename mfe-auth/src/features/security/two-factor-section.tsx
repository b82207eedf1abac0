import { useState } from 'react';
import { useForm } from 'react-hook-form';
import styled from '@clientline/shared-ui/styled';
import type { TwoFactorSetup } from '@clientline/contracts';
import { Badge, Button, Card, CardContent, CardDescription, CardHeader, CardTitle, useToast } from '@clientline/shared-ui';
import { Dialog, DialogFooter, Field, Input } from '@clientline/shared-ui/widgets';
import { serverMessageOr } from '@clientline/shared-ui/store';
import { useGetCurrentUserQuery } from '@clientline/shared-ui/api/session';
import {
  useDisableTwoFactorMutation,
  useEnableTwoFactorMutation,
  useRegenerateRecoveryCodesMutation,
  useSetUpTwoFactorMutation,
} from '@clientline/shared-ui/api/two-factor';
import { Notice } from '../../components/notice';

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

const Status = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
`;

const Steps = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  margin: 0;
  padding-left: ${({ theme }) => theme.space[5]};
`;

const QrCode = styled.img`
  display: block;
  width: 200px;
  height: 200px;
  margin-top: ${({ theme }) => theme.space[2]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: #fff;
`;

const Key = styled.code`
  display: inline-block;
  margin-top: ${({ theme }) => theme.space[1]};
  font-size: ${({ theme }) => theme.fontSizes.md};
  letter-spacing: 0.05em;
  overflow-wrap: anywhere;
`;

const Codes = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(9.5rem, 1fr));
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: ${({ theme }) => theme.space[4]};
  list-style: none;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  font-family: ${({ theme }) => theme.fonts.mono};
`;

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  max-width: 22rem;
`;

const CODE_PROMPT = 'Enter the 6-digit code from your authenticator app';
const codeRules = { required: CODE_PROMPT, pattern: { value: /^\s*\d{6}\s*$/, message: CODE_PROMPT } };

/** The key in groups of four, as authenticator apps show it and people type it. */
function groupsOfFour(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, '$1 ');
}

/**
 * Two-factor sign-in on Sign-in and security: its status; turning it on (the server's QR code and the key
 * for typing in, confirmed with a code), the recovery codes shown once (copy, download), making new ones,
 * and turning it off with the password.
 */
export function TwoFactorSection() {
  const { data: user } = useGetCurrentUserQuery();
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const enabled = user?.twoFactorEnabled === true;

  return (
    <Card aria-labelledby="security-two-factor-title">
      <CardHeader>
        <CardTitle id="security-two-factor-title">Two-factor sign-in</CardTitle>
        <CardDescription>After your password, signing in asks for a code of an authenticator app on your phone.</CardDescription>
      </CardHeader>
      <CardContent>
        <Stack>
          <Status>
            Status: <Badge tone={enabled ? 'success' : 'neutral'}>{enabled ? 'On' : 'Off'}</Badge>
          </Status>
          {recoveryCodes ? (
            <RecoveryCodes codes={recoveryCodes} onDone={() => setRecoveryCodes(null)} />
          ) : enabled ? (
            <EnabledActions onNewCodes={setRecoveryCodes} />
          ) : (
            <Enrolment onEnabled={setRecoveryCodes} />
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}

/** Where the firm requires it, the shell's notice above the page says so (shell/src/chrome/two-factor-enrolment-gate.tsx). */
function Enrolment({ onEnabled }: { onEnabled(codes: string[]): void }) {
  const [setUp, setUpState] = useSetUpTwoFactorMutation();
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  async function start() {
    setFailure(null);
    try {
      setSetup(await setUp().unwrap());
    } catch (error) {
      setFailure(serverMessageOr(error, 'Two-factor sign-in could not be set up. Try again.'));
    }
  }

  return (
    <>
      {setup ? (
        <ConfirmSetup setup={setup} onEnabled={onEnabled} onCancel={() => setSetup(null)} />
      ) : (
        <Row>
          <Button type="button" onClick={start} loading={setUpState.isLoading}>
            Turn on two-factor sign-in
          </Button>
        </Row>
      )}
      {failure && <p role="alert">{failure}</p>}
    </>
  );
}

function ConfirmSetup({ setup, onEnabled, onCancel }: { setup: TwoFactorSetup; onEnabled(codes: string[]): void; onCancel(): void }) {
  const [enable] = useEnableTwoFactorMutation();
  return (
    <Steps>
      <li>
        Scan this QR code with your authenticator app (such as Google Authenticator, Microsoft Authenticator or 1Password).
        <QrCode src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(setup.qrSvg)}`} alt="QR code to add Clientline to your authenticator app" />
      </li>
      <li>
        Or type this key into the app:
        <br />
        <Key data-testid="two-factor-key" aria-label={`Key: ${setup.secret}`}>
          {groupsOfFour(setup.secret)}
        </Key>
      </li>
      <li>
        <AppCodeForm
          hint={CODE_PROMPT}
          submitLabel="Confirm and turn on"
          failure="Two-factor sign-in could not be turned on. Try again."
          send={async (code) => (await enable({ code }).unwrap()).recoveryCodes}
          onCodes={onEnabled}
          onCancel={onCancel}
        />
      </li>
    </Steps>
  );
}

function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone(): void }) {
  const { toast } = useToast();
  const text = `Clientline recovery codes\nEach code signs you in once instead of a code of your authenticator app.\n\n${codes.join('\n')}\n`;

  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      toast({ title: 'Copied', description: 'The recovery codes are on your clipboard.' });
    } catch {
      toast({ title: 'Error', description: 'Copying was refused by the browser: select the codes and copy them.', variant: 'destructive' });
    }
  }

  function download() {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'clientline-recovery-codes.txt';
    link.click();
    URL.revokeObjectURL(url);
  }

  return (
    <>
      <Notice tone="success" title="Save your recovery codes now">
        They are shown only this once. Each signs you in once if you lose your phone.
      </Notice>
      <Codes aria-label="Recovery codes">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Codes>
      <Row>
        <Button type="button" variant="secondary" onClick={copy}>
          Copy codes
        </Button>
        <Button type="button" variant="secondary" onClick={download}>
          Download as text
        </Button>
        <Button type="button" onClick={onDone}>
          I saved my codes
        </Button>
      </Row>
    </>
  );
}

function EnabledActions({ onNewCodes }: { onNewCodes(codes: string[]): void }) {
  const [regenerating, setRegenerating] = useState(false);
  const [turningOff, setTurningOff] = useState(false);
  return (
    <>
      {regenerating ? (
        <RegenerateForm onNewCodes={onNewCodes} onCancel={() => setRegenerating(false)} />
      ) : (
        <Row>
          <Button type="button" variant="secondary" onClick={() => setRegenerating(true)}>
            Regenerate recovery codes
          </Button>
          <Button type="button" variant="destructive" onClick={() => setTurningOff(true)}>
            Turn off
          </Button>
        </Row>
      )}
      {turningOff && <TurnOffDialog onClose={() => setTurningOff(false)} />}
    </>
  );
}

function RegenerateForm({ onNewCodes, onCancel }: { onNewCodes(codes: string[]): void; onCancel(): void }) {
  const [regenerate] = useRegenerateRecoveryCodesMutation();
  return (
    <AppCodeForm
      hint="Your old recovery codes stop working."
      submitLabel="Make new codes"
      failure="New recovery codes could not be made. Try again."
      send={async (code) => (await regenerate({ code }).unwrap()).recoveryCodes}
      onCodes={onNewCodes}
      onCancel={onCancel}
      autoFocus
    />
  );
}

interface AppCodeFormProps {
  hint: string;
  submitLabel: string;
  /** Said on the field when the api gives no message of its own. */
  failure: string;
  /** Sends a code of the app; answers the new recovery codes. */
  send(code: string): Promise<string[]>;
  onCodes(codes: string[]): void;
  onCancel(): void;
  autoFocus?: boolean;
}

/** A code of the authenticator app that answers new recovery codes: turning it on, and making new codes. */
function AppCodeForm({ hint, submitLabel, failure, send, onCodes, onCancel, autoFocus }: AppCodeFormProps) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<{ code: string }>({ defaultValues: { code: '' } });

  async function submit({ code }: { code: string }) {
    try {
      onCodes(await send(code.trim()));
    } catch (error) {
      setError('code', { message: serverMessageOr(error, failure) });
    }
  }

  return (
    <Form onSubmit={handleSubmit(submit)} noValidate>
      <Field label="Code from the app" hint={hint} error={errors.code?.message} required>
        <Input inputMode="numeric" autoComplete="one-time-code" maxLength={6} autoFocus={autoFocus} {...register('code', codeRules)} />
      </Field>
      <Row>
        <Button type="submit" loading={isSubmitting}>
          {submitLabel}
        </Button>
        <Button type="button" variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </Row>
    </Form>
  );
}

function TurnOffDialog({ onClose }: { onClose(): void }) {
  const [disable] = useDisableTwoFactorMutation();
  const { toast } = useToast();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<{ password: string }>({ defaultValues: { password: '' } });

  async function submit({ password }: { password: string }) {
    try {
      await disable({ password }).unwrap();
      toast({ title: 'Two-factor sign-in is off', description: 'Signing in asks only for your password now.' });
      onClose();
    } catch (error) {
      setError('password', { message: serverMessageOr(error, 'Two-factor sign-in could not be turned off. Try again.') });
    }
  }

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title="Turn off two-factor sign-in?" description="Signing in will ask only for your password. Confirm with your password.">
      <form onSubmit={handleSubmit(submit)} noValidate>
        <Field label="Password" error={errors.password?.message} required>
          <Input type="password" autoComplete="current-password" {...register('password', { required: 'Password is required' })} />
        </Field>
        <DialogFooter>
          <Button type="button" variant="ghost" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" variant="destructive" loading={isSubmitting}>
            Turn off
          </Button>
        </DialogFooter>
      </form>
    </Dialog>
  );
}
