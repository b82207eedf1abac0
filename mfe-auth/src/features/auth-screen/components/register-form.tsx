import { useForm } from 'react-hook-form';
import type { RegisterInput } from '@clientline/contracts';
import { DEFAULT_PRACTICE, PRACTICE_NAMES, PRACTICES } from '@clientline/contracts/practices';
import { useMutationToast, useToast } from '@clientline/shared-ui';
import { Field, Input, RadioGroupField, Select } from '@clientline/shared-ui/widgets';
import type { RegisterRequest } from '@clientline/shared-ui/store';
import { useRegisterMutation } from '@clientline/shared-ui/api/account';
import { AuthForm } from '../../../components/auth-form';
import { useNavigateAfterSignIn } from '../../../hooks/use-navigate-after-sign-in';
import { acceptedOrThrow, refusalOr } from '../../../lib/auth-refusal';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver';

const registerResolver = lazyZodResolver(() => import('@clientline/contracts').then((contracts) => contracts.registerSchema));

const DEFAULT_VALUES: RegisterInput = {
  role: 'organization',
  displayName: '',
  username: '',
  password: '',
  practice: DEFAULT_PRACTICE,
};

const PRACTICE_CHOICES = PRACTICES.map((practice) => ({ value: practice, label: PRACTICE_NAMES[practice] }));

/** Only an organization has a phone number and a practice; a team member or client may name the organization to join. */
function requestFor(values: RegisterRequest): RegisterRequest {
  if (values.role === 'organization') return values;
  const { phoneNumber: _phoneNumber, practice: _practice, ...request } = values;
  return request;
}

export function RegisterForm() {
  const [registerAccount] = useRegisterMutation();
  const runWithToasts = useMutationToast();
  const { toast } = useToast();
  const navigateAfterSignIn = useNavigateAfterSignIn();
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: registerResolver, defaultValues: DEFAULT_VALUES });
  const isOrganization = watch('role') === 'organization';

  const submit = handleSubmit(async (values) => {
    const outcome = await runWithToasts(() => acceptedOrThrow(registerAccount(requestFor(values)).unwrap()), {
      success: { title: 'Registration Successful', description: 'Welcome to the application!' },
      failure: refusalOr('Failed to register'),
    });
    if (!outcome.ok) return;
    // After the spec's welcome: the address is unproven until the mailed link is used.
    toast({
      title: 'Confirm your email address',
      description: `We sent a link to ${values.username.trim().toLowerCase()}: open it to confirm your email address.`,
      duration: 10_000,
      followsCurrent: true,
    });
    navigateAfterSignIn(outcome.value.user);
  });

  return (
    <AuthForm onSubmit={submit} submitting={isSubmitting} submitLabel="Create Account" busyLabel="Creating account...">
      <Field label="Account Type">
        <Select {...register('role')}>
          <option value="organization">Organization</option>
          <option value="team_member">Team Member</option>
          <option value="client">Client</option>
        </Select>
      </Field>
      <Field label="Full Name" error={errors.displayName?.message} required>
        <Input autoComplete="name" {...register('displayName')} />
      </Field>
      <Field label="Email" error={errors.username?.message} required>
        <Input type="email" autoComplete="email" {...register('username')} />
      </Field>
      <Field label="Password" error={errors.password?.message} hint="At least 8 characters." required>
        <Input type="password" autoComplete="new-password" {...register('password')} />
      </Field>
      {isOrganization ? (
        <Field label="Organization Name" error={errors.organizationName?.message} required>
          <Input autoComplete="organization" {...register('organizationName')} />
        </Field>
      ) : (
        <Field
          label="Organization to Join"
          error={errors.organizationName?.message}
          hint="Optional. The organization approves your account before you see its work."
        >
          <Input autoComplete="organization" {...register('organizationName')} />
        </Field>
      )}
      {isOrganization && (
        <RadioGroupField
          legend="Type of Firm"
          options={PRACTICE_CHOICES}
          defaultValue={DEFAULT_PRACTICE}
          hint='Your clients read "matters" (law firm), "engagements" (accounting firm) or "projects" (other). You can change it later on the Team screen.'
          error={errors.practice?.message}
          {...register('practice')}
        />
      )}
      {isOrganization && (
        <Field label="Phone Number" error={errors.phoneNumber?.message} hint="Optional.">
          <Input type="tel" autoComplete="tel" {...register('phoneNumber')} />
        </Field>
      )}
    </AuthForm>
  );
}
