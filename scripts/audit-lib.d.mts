// Types for audit-lib.mjs (a plain script, so `npm run audit` needs no TypeScript).
export type Advisory = {
  id?: number;
  severity: string;
  vulnerable_versions: string;
  title?: string;
  url?: string;
};
export type LockFile = {
  packages?: Record<string, { name?: string; version?: string; dev?: boolean; link?: boolean }>;
};
export function productionPackages(lock: LockFile): Map<string, Set<string>>;
export function matchAdvisories(
  packages: Map<string, Set<string>>,
  advisories: Record<string, Advisory[]> | undefined,
): (Advisory & { name: string; version: string })[];
export const BLOCKING: Set<string>;
