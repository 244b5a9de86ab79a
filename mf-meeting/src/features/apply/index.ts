// The public entry of this feature: its page, loaded when first shown.
export { ApplyRoute as ApplyPage } from './components/ApplyRoute';
