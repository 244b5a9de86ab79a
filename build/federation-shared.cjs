// The one declaration of what the shell and every remote share at run time.
// Everything here is a singleton: two Reacts break hooks, two routers lose the location,
// two copies of @conf/shared would mean two session stores (two logins).
const fs = require('node:fs');
const path = require('node:path');
const YAML = require('yaml');

const root = path.resolve(__dirname, '..');
const catalog = YAML.parse(fs.readFileSync(path.join(root, 'pnpm-workspace.yaml'), 'utf8')).catalog;
const sharedPkg = require(path.join(root, 'shared/package.json'));

function installedVersion(appDir, name) {
  const pkgJson = require.resolve(`${name}/package.json`, { paths: [appDir] });
  return require(pkgJson).version;
}

/** @param {string} appDir the app whose node_modules resolve the packages */
function federationShared(appDir) {
  const single = (requiredVersion) => ({ singleton: true, requiredVersion });
  const react = single(catalog.react);
  const reactDom = single(catalog['react-dom']);
  return {
    react,
    'react/jsx-runtime': react,
    'react-dom': reactDom,
    'react-dom/client': reactDom,
    'react-router': single(`^${installedVersion(path.join(appDir, 'node_modules/react-router-dom'), 'react-router')}`),
    'react-router-dom': single(catalog['react-router-dom']),
    mobx: single(catalog.mobx),
    'mobx-react-lite': single(catalog['mobx-react-lite']),
    // `workspace:*` is not semver, so the version is stated explicitly.
    '@conf/shared': { singleton: true, requiredVersion: `^${sharedPkg.version}`, version: sharedPkg.version },
  };
}

module.exports = { federationShared };
