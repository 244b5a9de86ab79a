import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

interface Known {
  mtimeMs: number;
  ctimeMs: number;
  size: number;
  version: string;
}

const known = new Map<string, Known>();

/**
 * The version of a built file: the first 8 hex digits of the SHA-256 of its bytes, or undefined when there is
 * no such file. Entry files keep their names (federation needs them stable), so their URLs carry this instead.
 * Kept per file while its times and size stay the same: a request does not read the file again, yet a build
 * copied into the same folder gets its new version without a restart. The ctime too: `cp -p` and rsync keep
 * a file's mtime, a new build may have the old one's size, and nothing sets a ctime back.
 */
export function contentVersion(file: string): string | undefined {
  const stat = fs.statSync(file, { throwIfNoEntry: false });
  if (!stat?.isFile()) return undefined;
  const had = known.get(file);
  if (had && had.mtimeMs === stat.mtimeMs && had.ctimeMs === stat.ctimeMs && had.size === stat.size) return had.version;
  const version = crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex').slice(0, 8);
  known.set(file, { mtimeMs: stat.mtimeMs, ctimeMs: stat.ctimeMs, size: stat.size, version });
  return version;
}

/** `url?v=<version of file>`, or the url as it is when the file is missing (nothing to name). */
export function versionedUrl(url: string, file: string): string {
  const version = contentVersion(file);
  return version ? `${url}?v=${version}` : url;
}

/**
 * The built page with a version on every file of its own build it names (the shell's `main.js` and its
 * stylesheet): `src=/main.js` becomes `src="/main.js?v=…"`. Attributes are matched quoted or not, since
 * the page is minified; a URL that already has a query, or names no file under root, is left alone. `base` is
 * the URL at which root is served (a remote's page names its files under /remotes/<dir>/).
 */
export function versionPageFiles(html: string, root: string, base = '/'): string {
  return html.replace(
    /\b(src|href)=(?:"(\/[^"/][^"]*)"|(\/[^\s"'=<>`/][^\s"'=<>`]*))/g,
    (whole, name: string, quoted?: string, bare?: string) => {
      const url = (quoted ?? bare)!;
      if (/[?#]/.test(url) || !url.startsWith(base)) return whole;
      const file = path.join(root, url.slice(base.length));
      if (!file.startsWith(root + path.sep)) return whole;
      const versioned = versionedUrl(url, file);
      return versioned === url ? whole : `${name}="${versioned}"`;
    },
  );
}
