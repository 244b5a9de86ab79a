// The shell owns the URL space; which remote renders which prefixes is listed once, beside the builds.
export { ownerOf } from '../../../build/remotes.cjs';
