import { loginSchema } from '@clientline/contracts';
import type { ResolverOptions } from 'react-hook-form';
import { lazyZodResolver } from '../lazy-zod-resolver';

const OPTIONS: ResolverOptions<{ username: string; password: string }> = { fields: {}, shouldUseNativeValidation: false };

function countingLoader(schema = loginSchema) {
  const loader = { calls: 0, load: async () => (loader.calls++, schema) };
  return loader;
}

test('a check made before the schema has loaded waits for it, then answers with the schema’s messages', async () => {
  let deliver: (schema: typeof loginSchema) => void = () => {};
  const resolver = lazyZodResolver(() => new Promise<typeof loginSchema>((resolve) => (deliver = resolve)));

  let settled = false;
  const check = Promise.resolve(resolver({ username: '', password: '' }, undefined, OPTIONS)).then((result) => {
    settled = true;
    return result;
  });
  // A check whose schema is already loaded answers: the first, had it not waited for its schema, would have too.
  await lazyZodResolver(async () => loginSchema)({ username: '', password: '' }, undefined, OPTIONS);
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

test('nothing is downloaded for a visitor who only looks; the first press on the page starts it, once', () => {
  const loader = countingLoader();
  lazyZodResolver(loader.load);
  document.body.dispatchEvent(new Event('scroll', { bubbles: true }));
  expect(loader.calls).toBe(0);

  document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
  document.body.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true }));
  expect(loader.calls).toBe(1);
});

test('focus on a form’s field starts the download, focus elsewhere does not', () => {
  document.body.innerHTML = '<button id="outside">Menu</button><form><input id="email" /></form>';
  const loader = countingLoader();
  lazyZodResolver(loader.load);

  document.getElementById('outside')!.focus();
  expect(loader.calls).toBe(0);
  document.getElementById('email')!.focus();
  expect(loader.calls).toBe(1);
});

test('a failed download is not kept: the next check downloads again and answers', async () => {
  let attempt = 0;
  const resolver = lazyZodResolver(async () => {
    attempt += 1;
    if (attempt === 1) throw new Error('ChunkLoadError: Loading chunk 296 failed');
    return loginSchema;
  });
  await expect(resolver({ username: '', password: '' }, undefined, OPTIONS)).rejects.toThrow('Loading chunk');
  const { errors } = await resolver({ username: '', password: '' }, undefined, OPTIONS);
  expect(errors.username?.message).toBe('Email is required');
});
