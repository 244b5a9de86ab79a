// Stands in for axios's fetch adapter in the browser builds (build/webpack-app.cjs says why). `null` is how
// axios marks an adapter "not available in the build", should a call ever ask for 'fetch' by name.
export const getFetch = () => null;
export default null;
