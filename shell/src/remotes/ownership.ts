// The shell owns the URL space; which remote renders which prefixes is listed once, beside the builds.
export { labelOf, ownerOf } from '../../../build/remotes.cjs';
