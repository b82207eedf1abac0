import { loginSchema } from '@clientline/contracts';
import type { ResolverOptions } from 'react-hook-form';
import { lazyZodResolver } from '../lazy-zod-resolver';

const OPTIONS: ResolverOptions<{ username: string; password: string }> = { fields: {}, shouldUseNativeValidation: false };

test('a check made before the schema has loaded waits for it, then answers with the schema’s messages', async () => {
  let deliver: (schema: typeof loginSchema) => void = () => {};
  const resolver = lazyZodResolver(() => new Promise<typeof loginSchema>((resolve) => (deliver = resolve)));

  let settled = false;
  const check = Promise.resolve(resolver({ username: '', password: '' }, undefined, OPTIONS)).then((result) => {
    settled = true;
    return result;
  });
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(settled).toBe(false);

  deliver(loginSchema);
  const { errors } = await check;
  expect(errors.username?.message).toBe('Email is required');
  expect(errors.password?.message).toBe('Password is required');
});

test('valid values come back as the schema’s output', async () => {
  const resolver = lazyZodResolver(async () => loginSchema);
  const { values, errors } = await resolver({ username: 'ann@example.com', password: 'correct horse' }, undefined, OPTIONS);
  expect(errors).toEqual({});
  expect(values).toEqual({ username: 'ann@example.com', password: 'correct horse' });
});
