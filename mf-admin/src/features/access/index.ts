export { ConsoleGate } from './components/ConsoleGate';
export { useMe } from './hooks/useMe';
export { ROLE_TEXT, type Permission } from '@conf/contract';
export { SideMenu } from './components/SideMenu';
