import type { z } from 'zod';
import {
  changePasswordRequestSchema,
  changePasswordSchema,
  chatMessageSchema,
  clientLoginSchema,
  createProjectSchema,
  dashboardRangeSchema,
  earlyAccessSchema,
  loginSchema,
  milestoneSchema,
  milestoneStatusUpdateSchema,
  newClientSchema,
  newProjectExistingClientSchema,
  newProjectNewClientSchema,
  newTaskSchema,
  projectDatesSchema,
  registerSchema,
  setPasswordSchema,
  shareTimelineSchema,
} from '..';

/** The first message per field, the way react-hook-form shows them. */
function fieldErrors(schema: z.ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join('.');
    errors[key] ??= issue.message;
  }
  return errors;
}

const validProject = { name: 'Audit 2025', startDate: '2025-01-01' };

describe('validation messages', () => {
  it('auth form: email and password', () => {
    expect(fieldErrors(loginSchema, {})).toEqual({
      username: 'Email is required',
      password: 'Password is required',
    });
    expect(fieldErrors(loginSchema, { username: 'not-an-email', password: '' })).toEqual({
      username: 'Invalid email address',
      password: 'Password is required',
    });
    // No minimum at sign-in: a password of 6 characters (what Change Password allows) is accepted.
    expect(fieldErrors(loginSchema, { username: 'ann@firm.com', password: 'abc123' })).toEqual({});
    expect(fieldErrors(loginSchema, { username: 'ann@firm.com', password: 'x'.repeat(101) })).toEqual({ password: 'Password is too long' });
    expect(fieldErrors(loginSchema, { username: ' Ann@Firm.com ', password: 'long enough' })).toEqual({});
    expect(loginSchema.parse({ username: ' Ann@Firm.com ', password: 'long enough' }).username).toBe('ann@firm.com');
  });

  it('register: full name, and organization name only for organizations', () => {
    const base = { username: 'a@b.co', password: 'password1' };
    expect(fieldErrors(registerSchema, { ...base, role: 'organization' })).toEqual({
      displayName: 'Full name is required',
      organizationName: 'Organization name is required',
    });
    expect(fieldErrors(registerSchema, { ...base, role: 'client', displayName: 'Ann' })).toEqual({});
    expect(fieldErrors(registerSchema, { ...base, role: 'organization', displayName: 'Ann', organizationName: 'Firm' })).toEqual({});
  });

  it('set-password: 6 to 100 characters and a matching confirmation', () => {
    expect(fieldErrors(setPasswordSchema, { password: '12345', confirmPassword: '12345' })).toEqual({
      password: 'Password must be at least 6 characters',
    });
    expect(fieldErrors(setPasswordSchema, { password: 'x'.repeat(101), confirmPassword: 'x'.repeat(101) })).toEqual({
      password: 'Password is too long',
    });
    expect(fieldErrors(setPasswordSchema, { password: '123456', confirmPassword: '654321' })).toEqual({
      confirmPassword: 'Passwords must match',
    });
  });

  it('change password dialog', () => {
    expect(fieldErrors(changePasswordSchema, { currentPassword: '', newPassword: '123', confirmPassword: '' })).toEqual({
      currentPassword: 'Current password is required',
      newPassword: 'New password must be at least 6 characters',
      confirmPassword: 'Please confirm your password',
    });
    expect(fieldErrors(changePasswordSchema, { currentPassword: 'old', newPassword: '123456', confirmPassword: '1234567' })).toEqual({
      confirmPassword: "Passwords don't match",
    });
    expect(fieldErrors(changePasswordRequestSchema, { currentPassword: 'old', newPassword: '123456' })).toEqual({});
  });

  it('client login page', () => {
    expect(fieldErrors(clientLoginSchema, { username: 'nope', password: '' })).toEqual({
      username: 'Invalid email address',
      password: 'Password is required',
    });
  });

  it('new task', () => {
    expect(fieldErrors(newTaskSchema, {})).toEqual({
      name: 'Task name is required',
      startDate: 'Start date is required',
      endDate: 'End date is required',
    });
    expect(fieldErrors(newTaskSchema, { name: 'Draft', startDate: '2025-02-10', endDate: '2025-02-01' })).toEqual({
      endDate: 'End date cannot be earlier than start date',
    });
  });

  it('chat message: whitespace-only content cannot be sent', () => {
    expect(fieldErrors(chatMessageSchema, { content: '   ' })).toEqual({ content: 'Message content is required' });
    expect(chatMessageSchema.parse({ content: '  hello  ', senderName: 'Mallory' })).toEqual({ content: 'hello' });
  });

  it('new project with an existing or a new client', () => {
    expect(fieldErrors(newProjectExistingClientSchema, {})).toEqual({
      name: 'Project name is required',
      startDate: 'Start date is required',
      clientId: 'Client selection is required',
    });
    expect(fieldErrors(newProjectNewClientSchema, { ...validProject, newClient: { name: '', email: '' } })).toEqual({
      'newClient.name': 'Client name is required',
      'newClient.email': 'Client email is required',
    });
    expect(fieldErrors(newProjectNewClientSchema, { ...validProject, newClient: { name: 'Ann', email: 'ann' } })).toEqual({
      'newClient.email': 'Invalid email address',
    });
    expect(fieldErrors(createProjectSchema, validProject)).toEqual({ clientId: 'Client selection is required' });
  });

  it('new client and milestone', () => {
    expect(fieldErrors(newClientSchema, { username: '' })).toEqual({
      username: 'Email is required',
      displayName: 'Display name is required',
    });
    expect(fieldErrors(milestoneSchema, {})).toEqual({
      name: 'Milestone name is required',
      dueDate: 'Due date is required',
    });
    expect(fieldErrors(milestoneStatusUpdateSchema, { status: 'done' })).toEqual({
      status: 'Status must be pending, in_progress or completed',
    });
  });

  it('project dates: start required, end clearable', () => {
    expect(fieldErrors(projectDatesSchema, { endDate: null })).toEqual({ startDate: 'Start date is required' });
    expect(fieldErrors(projectDatesSchema, { startDate: '2025-01-01', endDate: null })).toEqual({});
    expect(fieldErrors(projectDatesSchema, { startDate: '2025-01-01', endDate: '' })).toEqual({});
    expect(fieldErrors(projectDatesSchema, { startDate: '2025-02-30' })).toEqual({ startDate: 'Invalid date' });
  });

  it('dates: a year outside 1900..2199 (0000, 9999) is refused with a message', () => {
    const outOfRange = 'Date must be between the years 1900 and 2199';
    expect(fieldErrors(projectDatesSchema, { startDate: '0000-01-01' })).toEqual({ startDate: outOfRange });
    expect(fieldErrors(projectDatesSchema, { startDate: '2025-01-01', endDate: '9999-12-31' })).toEqual({ endDate: outOfRange });
    expect(fieldErrors(projectDatesSchema, { startDate: '1899-12-31T23:00:00Z' })).toEqual({ startDate: outOfRange });
    expect(fieldErrors(milestoneSchema, { name: 'Filing', dueDate: '0001-01-01' })).toEqual({ dueDate: outOfRange });
    expect(fieldErrors(newTaskSchema, { name: 'Draft', startDate: '2025-01-01', endDate: '3025-01-01' })).toEqual({ endDate: outOfRange });
    expect(fieldErrors(dashboardRangeSchema, { startDate: '0000-01-01' })).toEqual({ startDate: outOfRange });
    expect(fieldErrors(projectDatesSchema, { startDate: '1900-01-01', endDate: '2199-12-31' })).toEqual({});
  });

  it('share expiry cannot be before today; dashboard range end cannot precede start', () => {
    expect(fieldErrors(shareTimelineSchema, { expiresAt: '2000-01-01' })).toEqual({
      expiresAt: 'Expiry date cannot be before today',
    });
    expect(fieldErrors(shareTimelineSchema, {})).toEqual({});
    expect(fieldErrors(shareTimelineSchema, { expiresAt: '2199-01-01T00:00:00.000Z' })).toEqual({});
    expect(fieldErrors(dashboardRangeSchema, { startDate: '2025-03-01', endDate: '2025-02-01' })).toEqual({
      endDate: 'End date cannot be earlier than start date',
    });
  });

  it('early access checks the questionnaire enums', () => {
    const form = {
      fullName: 'Ann Lee',
      email: 'ann@firm.com',
      companyName: 'Lee & Co',
      role: 'founder',
      teamSize: '11-50',
      industry: 'legal',
      useCase: 'automation',
      expectedStartDate: '1-3months',
      priority: 'growth',
    };
    expect(fieldErrors(earlyAccessSchema, form)).toEqual({});
    expect(fieldErrors(earlyAccessSchema, { ...form, teamSize: '1000' })).toEqual({
      teamSize: 'Team size must be one of: 1-10, 11-50, 51-200, 201+',
    });
  });

  it('operator objects in place of text get a field message, not a pass', () => {
    expect(fieldErrors(loginSchema, { username: { $ne: null }, password: { $gt: '' } })).toEqual({
      username: 'Email must be text',
      password: 'Password must be text',
    });
  });
});
