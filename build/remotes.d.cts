export interface RemoteInfo {
  name: string;
  dir: string;
  devPort: number;
  /** How it is named to users when it cannot be reached. */
  label: string;
  prefixes: string[];
}
export const remotes: RemoteInfo[];
export const shell: { name: string; dir: string; devPort: number };
export function ownerOf(pathname: string): string | undefined;
export function labelOf(name: string): string;
