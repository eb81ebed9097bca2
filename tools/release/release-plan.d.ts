export interface PlannedRelease {
  name: string;
  type: 'major' | 'minor' | 'patch';
  oldVersion: string;
  newVersion: string;
  /** A changeset names the package (false: it is bumped only as a dependent of another release). */
  named: boolean;
}
export function releasePlan(root: string): Promise<PlannedRelease[]>;
export function chainedSingletons(releases: PlannedRelease[], singletons: string[]): PlannedRelease[];
export function singletonPackages(root: string): string[];
