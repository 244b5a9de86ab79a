import fs from 'node:fs';
import path from 'node:path';

// The documents a newcomer follows from the README: every relative link must reach a file, and every
// #anchor a heading of it, so moving or renaming a section breaks this test instead of the reader's path.
const root = path.resolve(__dirname, '../..');
const docs = [
  'README.md',
  'bench/README.md',
  'shared/README.md',
  ...fs
    .readdirSync(path.join(root, 'docs'))
    .filter((f) => f.endsWith('.md'))
    .map((f) => `docs/${f}`),
];

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces to hyphens. */
const slug = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .replace(/ /g, '-');

/** The text outside fenced code blocks, where a `[x](y)` is an example, not a link. */
const prose = (text: string) => text.replace(/^```[\s\S]*?^```/gm, '');

const anchorsOf = (file: string) => new Set([...prose(fs.readFileSync(file, 'utf8')).matchAll(/^#{1,6} (.+)$/gm)].map((m) => slug(m[1])));

function brokenLinks(doc: string): string[] {
  const file = path.join(root, doc);
  const links = [...prose(fs.readFileSync(file, 'utf8')).matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1]).filter((l) => !/^[a-z]+:/.test(l));
  return links.flatMap((link) => {
    const [target, anchor] = link.split('#');
    const to = target ? path.resolve(path.dirname(file), target) : file;
    if (!fs.existsSync(to)) return [`${doc}: ${link} (no such file)`];
    if (anchor && to.endsWith('.md') && !anchorsOf(to).has(anchor)) return [`${doc}: ${link} (no such heading)`];
    return [];
  });
}

describe('links between the documents', () => {
  it('finds the documents', () => {
    expect(docs).toEqual(
      expect.arrayContaining(['README.md', 'docs/architecture.md', 'docs/money.md', 'docs/security.md', 'docs/operations.md']),
    );
  });

  it.each(docs)('%s: every relative link and anchor resolves', (doc) => {
    expect(brokenLinks(doc)).toEqual([]);
  });

  it('notices a missing file and a missing heading', () => {
    const dir = fs.mkdtempSync(path.join(root, 'docs', '.links-'));
    try {
      fs.writeFileSync(path.join(dir, 'a.md'), '# Title\n\n[ok](#title) [gone](b.md) [nohead](#nope)\n\n```\n[example](c.md)\n```\n');
      expect(brokenLinks(path.relative(root, path.join(dir, 'a.md')))).toEqual([
        `${path.relative(root, path.join(dir, 'a.md'))}: b.md (no such file)`,
        `${path.relative(root, path.join(dir, 'a.md'))}: #nope (no such heading)`,
      ]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
