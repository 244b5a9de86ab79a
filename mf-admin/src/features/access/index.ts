export { ConsoleGate } from './components/ConsoleGate';
export { useMe } from './hooks/useMe';
export { ROLE_TEXT, type Permission } from './permissions';
export { SideMenu } from './components/SideMenu';
