import { registerSchema } from '../auth';
import { newClientSchema } from '../clients';
import { milestoneSchema, newClientFields } from '../projects';
import { newTaskSchema } from '../timelines';

describe('a name', () => {
  it('loses control characters, line breaks and bidi overrides at the edge, and stays required', () => {
    const registered = registerSchema.parse({
      username: 'ann@firm.com',
      password: 'long enough',
      role: 'organization',
      displayName: 'Ann\r\nBcc: someone@example.com',
      organizationName: ' Harbor\u0000 & Finch\u2028 Legal ',
    });
    expect(registered.displayName).toBe('AnnBcc: someone@example.com');
    expect(registered.organizationName).toBe('Harbor & Finch Legal');
    expect(newClientSchema.parse({ username: 'ava@example.com', displayName: 'Ava\tMartinez\u202E' }).displayName).toBe('AvaMartinez');
    expect(newClientFields.parse({ name: 'Noah\nReyes', email: 'noah@example.com' }).name).toBe('NoahReyes');
    expect(milestoneSchema.shape.name.parse('Filing\r')).toBe('Filing');
    expect(newTaskSchema.safeParse({ name: '\r\n' }).error?.issues[0]?.message).toBe('Task name is required');
  });

  it('keeps letters of every script and the spaces between words', () => {
    expect(newClientSchema.parse({ username: 'zoe@example.com', displayName: 'Zoë Ødegård-李' }).displayName).toBe('Zoë Ødegård-李');
  });
});
