export interface RemoteInfo {
  name: string;
  dir: string;
  devPort: number;
  prefixes: string[];
}
export const remotes: RemoteInfo[];
export const shell: { name: string; dir: string; devPort: number };
export function ownerOf(pathname: string): string | undefined;
