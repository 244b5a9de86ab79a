// The public API of @conf/shared, as the TypeScript compiler sees it, and the version rule that goes with it.
// shared/api.json records the API of the version in shared/package.json; a test (build/test/sharedApi.test.ts)
// fails when the code's API no longer matches it. After changing the API, bump the version and run
//   node build/shared-api.cjs --write
// which refuses a bump too small for the change: major when an export is removed or changed,
// minor when exports are only added; a patch leaves the API as it was.
const fs = require('node:fs');
const path = require('node:path');
const semver = require('semver');
const ts = require('typescript');

const SHARED = path.resolve(__dirname, '../shared');
const RECORD = path.join(SHARED, 'api.json');
const FLAGS = ts.TypeFormatFlags.NoTruncation;
// Types from elsewhere print as import("/abs/path"): keep only what does not depend on where the checkout lives.
const relocated = (text) =>
  text
    .replace(/import\("[^"]*?node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?([^"]+?)(?:\/index)?"\)/g, 'import("$1")')
    .replace(/import\("[^"]*?\/shared\/src\/([^"]+)"\)/g, 'import("$1")');
const portable = (text) => sortUnions(relocated(text));

const OPEN = '([{<';
const CLOSE = ')]}>';
const closes = (text, i) => CLOSE.includes(text[i]) && !(text[i] === '>' && text[i - 1] === '=');
// Where a union can start or end, besides brackets: what separates members, parameters, a name from its type, an
// arrow from its result, the parts of a conditional type and a type predicate, and the labels this tool writes.
const BOUNDARY = /(,|;|:|=>|\?| extends | is |^returns |^type |^class )/;
const LITERAL = /"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'|`(?:[^`\\]|\\.)*`/g;

/**
 * The same type text whatever order the compiler printed a union's members in: that order follows the order
 * in which it met the types, so an unrelated import elsewhere in the library could reorder `A | B` and look
 * like a changed API. Only the members of one union are reordered: a union runs between two boundaries
 * (BOUNDARY) at the same bracket depth, bracketed parts are sorted inside and then stand as one member, and
 * string literals are left as they are.
 */
function sortUnions(text) {
  const literals = [];
  const masked = text.replace(LITERAL, (literal) => `\uE001${literals.push(literal) - 1}\uE001`);
  const unmask = (t) => t.replace(/\uE001(\d+)\uE001/g, (_m, n) => literals[Number(n)]);
  return unmask(sortMasked(masked, unmask));
}

/** sortUnions on a text whose literals are masked; members are ordered by their text as printed (`unmask`). */
function sortMasked(text, unmask) {
  const groups = [];
  let flat = '';
  for (let i = 0; i < text.length; i += 1) {
    if (!OPEN.includes(text[i])) {
      flat += text[i];
      continue;
    }
    let depth = 1;
    let j = i + 1;
    for (; j < text.length && depth > 0; j += 1) {
      if (OPEN.includes(text[j])) depth += 1;
      else if (closes(text, j)) depth -= 1;
    }
    groups.push(text[i] + sortMasked(text.slice(i + 1, j - 1), unmask) + text[j - 1]);
    flat += `\uE000${groups.length - 1}\uE000`;
    i = j - 1;
  }
  const restore = (s) => s.replace(/\uE000(\d+)\uE000/g, (_m, n) => groups[Number(n)]);
  return flat
    .split(BOUNDARY)
    .map((item) => {
      const members = item.split(' | ');
      if (members.length < 2) return restore(item);
      const [, lead, trail] = /^(\s*)[\s\S]*?(\s*)$/.exec(item);
      const sorted = members.map((m) => restore(m.trim())).sort((a, b) => (unmask(a) < unmask(b) ? -1 : unmask(a) > unmask(b) ? 1 : 0));
      return lead + sorted.join(' | ') + trail;
    })
    .join('');
}

/** Members of an object, class or interface type, one level deep, each with its type. */
function members(checker, type, node) {
  return checker
    .getPropertiesOfType(type)
    .filter(
      (p) =>
        !p.getName().startsWith('_') &&
        !(ts.getDeclarationModifierFlagsFromSymbol(p) & (ts.ModifierFlags.Private | ts.ModifierFlags.Protected)),
    )
    .map((p) => `${p.getName()}: ${checker.typeToString(checker.getTypeOfSymbolAtLocation(p, node), node, FLAGS)}`)
    .sort();
}

/**
 * A function (a component too) as parts: its type parameters, each parameter (an object parameter, such as
 * props or options, member by member, so that adding an optional one only adds a part) and its result.
 */
function signatureParts(checker, sig, node, prefix) {
  const parts = [`${prefix}<${(sig.getTypeParameters() ?? []).map((t) => checker.typeToString(t, node, FLAGS)).join(', ')}>`];
  sig.getParameters().forEach((param, i) => {
    const decl = param.valueDeclaration;
    const optional = decl && ts.isParameter(decl) && checker.isOptionalParameter(decl) ? '?' : '';
    const type = checker.getTypeOfSymbolAtLocation(param, node);
    const expand =
      type.isClassOrInterface() ||
      (type.getFlags() & ts.TypeFlags.Object &&
        !checker.isArrayType(type) &&
        !type.getCallSignatures().length &&
        type.getProperties().length);
    if (expand) parts.push(`${prefix}arg${i}${optional}`, ...members(checker, type, node).map((m) => `${prefix}arg${i}.${m}`));
    else parts.push(`${prefix}arg${i}${optional}: ${checker.typeToString(type, node, FLAGS)}`);
  });
  parts.push(`${prefix}returns ${checker.typeToString(sig.getReturnType(), node, FLAGS)}`);
  return parts;
}

/**
 * What an export is to its users, as a list of parts: a value's type (a class: its constructor and instance
 * members), a type's members; a change that only adds parts is compatible.
 */
function describe(checker, symbol, node) {
  const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
  const parts = [];
  if (target.flags & ts.SymbolFlags.Class) {
    const instance = checker.getDeclaredTypeOfSymbol(target);
    const ctor = checker.getTypeOfSymbolAtLocation(target, node);
    parts.push(
      `class new${ctor
        .getConstructSignatures()
        .map((s) => checker.signatureToString(s, node, FLAGS))
        .join(' | ')}`,
    );
    parts.push(...members(checker, instance, node));
  } else if (target.flags & ts.SymbolFlags.Value) {
    const type = checker.getTypeOfSymbolAtLocation(target, node);
    const calls = type.getCallSignatures();
    if (calls.length && !type.getProperties().length)
      parts.push(...calls.flatMap((sig, i) => signatureParts(checker, sig, node, calls.length > 1 ? `${i}:` : '')));
    else parts.push(checker.typeToString(type, node, FLAGS));
  }
  if (target.flags & (ts.SymbolFlags.Interface | ts.SymbolFlags.TypeAlias)) {
    const type = checker.getDeclaredTypeOfSymbol(target);
    const shape =
      type.isUnion() || !type.getProperties().length
        ? [checker.typeToString(type, node, FLAGS | ts.TypeFormatFlags.InTypeAlias)]
        : members(checker, type, node);
    parts.push(...shape.map((member) => `type ${member}`));
  }
  return parts;
}

/** name -> the parts of every export of shared/src/index.ts (of this checkout, or of the shared folder given). */
function readSharedApi(dir = SHARED) {
  const entry = path.join(dir, 'src/index.ts');
  const config = ts.getParsedCommandLineOfConfigFile(
    path.join(dir, 'tsconfig.json'),
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => undefined },
  );
  const program = ts.createProgram([entry], { ...config.options, noEmit: true });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(entry);
  const api = {};
  for (const symbol of checker.getExportsOfModule(checker.getSymbolAtLocation(source)))
    api[symbol.getName()] = describe(checker, symbol, source).map(portable);
  return Object.fromEntries(Object.entries(api).sort(([a], [b]) => a.localeCompare(b)));
}

/**
 * The smallest version bump the change from `before` to `after` needs: 'major' when an export or a part of
 * one is gone or different, 'minor' when exports or parts were only added, else null.
 */
function requiredBump(before, after) {
  const has = (name, part) => (after[name] ?? []).includes(part);
  const broken = Object.keys(before).filter((name) => !(name in after) || !before[name].every((part) => has(name, part)));
  if (broken.length) return { bump: 'major', names: broken };
  const added = Object.keys(after).filter((name) => !(name in before) || after[name].length > before[name].length);
  return added.length ? { bump: 'minor', names: added } : { bump: null, names: [] };
}

/** Whether going from version `from` to `to` is at least the bump asked for. */
function bumpIsEnough(from, to, bump) {
  if (!bump) return semver.gte(to, from);
  if (bump === 'major') return semver.major(to) > semver.major(from);
  return semver.gt(to, from) && (semver.major(to) > semver.major(from) || semver.minor(to) > semver.minor(from));
}

/** The recorded API, its type texts in the order this tool writes them now (sortUnions). */
function readRecord() {
  const record = JSON.parse(fs.readFileSync(RECORD, 'utf8'));
  return { ...record, api: Object.fromEntries(Object.entries(record.api).map(([name, parts]) => [name, parts.map(sortUnions)])) };
}
const packageVersion = () => JSON.parse(fs.readFileSync(path.join(SHARED, 'package.json'), 'utf8')).version;

module.exports = { readSharedApi, requiredBump, bumpIsEnough, readRecord, packageVersion, sortUnions, RECORD };

if (require.main === module && process.argv.includes('--write')) {
  const api = readSharedApi();
  const version = packageVersion();
  const record = fs.existsSync(RECORD) ? readRecord() : null;
  if (record) {
    const { bump, names } = requiredBump(record.api, api);
    if (!bumpIsEnough(record.version, version, bump)) {
      console.error(
        `@conf/shared ${record.version} -> ${version}: ${names.join(', ')} 的变动需要 ${bump} 版本升级，请先修改 shared/package.json 的 version`,
      );
      process.exit(1);
    }
  }
  fs.writeFileSync(RECORD, `${JSON.stringify({ version, api }, null, 2)}\n`);
  console.log(`shared/api.json: @conf/shared ${version}, ${Object.keys(api).length} 个导出`);
}
