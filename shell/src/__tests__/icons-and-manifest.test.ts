/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import webpack from 'webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import { theme } from '@clientline/shared-ui';
import { CopyPublicFilesPlugin } from '@clientline/shared-ui/build/copy-public-files.js';

// The shell's icons and web app manifest (shell/public, drawn by scripts/draw-icons.js) and the page
// that links them. The api test (api/test/static.test.ts) checks how they are served.
const PUBLIC = path.join(__dirname, '..', '..', 'public');
const BUILD = path.dirname(require.resolve('@clientline/shared-ui/build/webpack-config'));

interface WebAppManifest {
  name: string;
  short_name: string;
  start_url: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: string }[];
}

const manifest = JSON.parse(fs.readFileSync(path.join(PUBLIC, 'manifest.webmanifest'), 'utf8')) as WebAppManifest;

/** Width and height of a PNG, from its IHDR chunk. */
function pngSize(file: string): [number, number] {
  const data = fs.readFileSync(file);
  expect(data.subarray(1, 4).toString('ascii')).toBe('PNG');
  return [data.readUInt32BE(16), data.readUInt32BE(20)];
}

describe('the web app manifest', () => {
  it('names Clientline, opens / standalone, in the theme colours', () => {
    expect(manifest).toMatchObject({ name: 'Clientline', short_name: 'Clientline', start_url: '/', display: 'standalone' });
    expect(manifest.theme_color).toBe(theme.colors.primary);
    expect(manifest.background_color).toBe(theme.colors.background);
  });

  it('lists icons of 192 and 512 px that exist at those sizes', () => {
    for (const size of [192, 512]) {
      const icon = manifest.icons.find((candidate) => candidate.sizes === `${size}x${size}`);
      expect(icon).toMatchObject({ type: 'image/png' });
      expect(pngSize(path.join(PUBLIC, icon!.src))).toEqual([size, size]);
    }
    for (const icon of manifest.icons) expect(fs.existsSync(path.join(PUBLIC, icon.src))).toBe(true);
  });

  it('ships favicon.ico as an icon directory', () => {
    const ico = fs.readFileSync(path.join(PUBLIC, 'favicon.ico'));
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2)]).toEqual([0, 1]);
    expect(ico.readUInt16LE(4)).toBeGreaterThan(0);
  });
});

describe("the shell's build", () => {
  let out: string;
  beforeAll(async () => {
    out = fs.mkdtempSync(path.join(os.tmpdir(), 'clientline-shell-public-'));
    fs.writeFileSync(path.join(out, 'entry.js'), 'console.log("shell");');
    const compiler = webpack({
      mode: 'development',
      context: out,
      entry: './entry.js',
      output: { path: path.join(out, 'dist'), publicPath: '/' },
      plugins: [new HtmlWebpackPlugin({ template: path.join(BUILD, 'index.html'), title: 'Clientline', isHost: true }), new CopyPublicFilesPlugin({ from: PUBLIC })],
    });
    await new Promise<void>((resolve, reject) =>
      compiler.run((error, stats) => (error || stats?.hasErrors() ? reject(error ?? new Error(stats!.toString())) : compiler.close(() => resolve()))),
    );
  }, 30_000);
  afterAll(() => fs.rmSync(out, { recursive: true, force: true }));

  it('copies every file of shell/public as is to the root of the build', () => {
    for (const name of fs.readdirSync(PUBLIC)) {
      expect(fs.readFileSync(path.join(out, 'dist', name))).toEqual(fs.readFileSync(path.join(PUBLIC, name)));
    }
  });

  it("links the icons, the manifest and the theme colour from the shell's page", () => {
    const html = fs.readFileSync(path.join(out, 'dist', 'index.html'), 'utf8');
    expect(html).toContain('<link rel="icon" href="/favicon.ico"');
    expect(html).toContain('<link rel="icon" href="/icon.svg" type="image/svg+xml"');
    expect(html).toContain('<link rel="apple-touch-icon" href="/apple-touch-icon.png"');
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest"');
    expect(html).toContain(`<meta name="theme-color" content="${theme.colors.primary}"`);
  });
});
