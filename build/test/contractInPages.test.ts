import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { remotes, shell } from '../remotes.cjs';

// A page that imports one value from a schema file of @conf/contract downloads TypeBox with it (its Type.Object
// calls run at import, so sideEffects: false cannot drop the file): the order list grew by 11.7 KiB that way.
// The values pages run live in contract/src/rules and contract/src/eticket, which import no schema.

const ROOT = path.resolve(__dirname, '../..');
const CONTRACT = path.join(ROOT, 'contract/src');
const PAGE_SOURCES = ['shared', shell.dir, ...remotes.map((r) => r.dir)].map((d) => path.join(ROOT, d, 'src'));
const PLAIN_FOLDERS = ['./rules/', './eticket/'];

const parse = (file: string) => ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The module specifier and named elements of each import or re-export, type-only ones left out. */
function valueImports(file: ts.SourceFile): { from: string; names: string[] }[] {
  return file.statements.flatMap((node) => {
    if (ts.isImportDeclaration(node)) {
      const clause = node.importClause;
      const bindings = clause?.namedBindings;
      if (clause?.isTypeOnly) return [];
      const named = bindings && ts.isNamedImports(bindings) ? bindings.elements : [];
      const names = named.filter((e) => !e.isTypeOnly).map((e) => (e.propertyName ?? e.name).text);
      return [{ from: (node.moduleSpecifier as ts.StringLiteral).text, names }];
    }
    if (
      ts.isExportDeclaration(node) &&
      node.moduleSpecifier &&
      !node.isTypeOnly &&
      node.exportClause &&
      ts.isNamedExports(node.exportClause)
    ) {
      const names = node.exportClause.elements.filter((e) => !e.isTypeOnly).map((e) => (e.propertyName ?? e.name).text);
      return [{ from: (node.moduleSpecifier as ts.StringLiteral).text, names }];
    }
    return [];
  });
}

/** Each value @conf/contract exports, with the file that defines it (as index.ts names it). */
const definedIn = new Map(
  valueImports(parse(path.join(CONTRACT, 'index.ts'))).flatMap(({ from, names }) => names.map((name) => [name, from] as const)),
);

it('knows where the contract defines its values', () => {
  expect(definedIn.get('isMobile')).toBe('./rules/mobile');
  expect(definedIn.get('OrderSn')).toBe('./schemas/orderInput');
});

it('pages import from @conf/contract only values of its plain rules and codecs, never a schema', () => {
  const fromSchemas = PAGE_SOURCES.flatMap(sourceFiles).flatMap((file) =>
    valueImports(parse(file))
      .filter(({ from }) => from === '@conf/contract')
      .flatMap(({ names }) => names)
      .filter((name) => !PLAIN_FOLDERS.some((folder) => definedIn.get(name)?.startsWith(folder)))
      .map((name) => `${path.relative(ROOT, file)}: ${name} (${definedIn.get(name) ?? 'not exported'})`),
  );
  expect(fromSchemas).toEqual([]);
});

it.each(PLAIN_FOLDERS)('the contract files under %s import no schema and no schema library', (folder) => {
  const dir = path.join(CONTRACT, folder);
  const reaching = sourceFiles(dir).flatMap((file) =>
    valueImports(parse(file))
      .map(({ from }) => from)
      .filter((from) => from.includes('typebox') || from.includes('schemas'))
      .map((from) => `${path.relative(ROOT, file)} imports ${from}`),
  );
  expect(reaching).toEqual([]);
});
