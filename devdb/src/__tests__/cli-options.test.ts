import { parseCliOptions } from '../cli-options';

test('defaults to port 27017 on 127.0.0.1 in memory', () => {
  expect(parseCliOptions([])).toEqual({ port: 27017, host: '127.0.0.1', dir: undefined, help: false });
});

test('reads --port, --host and --dir, with or without =', () => {
  expect(parseCliOptions(['--port', '0', '--dir', '.data/devdb', '--host=0.0.0.0'])).toEqual({
    port: 0,
    host: '0.0.0.0',
    dir: '.data/devdb',
    help: false,
  });
});

test('explains bad arguments', () => {
  expect(() => parseCliOptions(['--port', 'abc'])).toThrow("--port must be an integer from 0 to 65535, got 'abc'");
  expect(() => parseCliOptions(['--dir'])).toThrow('--dir needs a value');
  expect(() => parseCliOptions(['--verbose'])).toThrow("unknown option '--verbose'");
});
