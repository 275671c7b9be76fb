import sharedData from '../../shared-data/package.json';

/** The remote the release specs ship, as the students team would. */
export const REMOTE = 'mfe-students';

/** Each release labels the students list's import link with its version. */
export const importLabel = (version?: string) =>
  version ? `Import students (release ${version})` : 'Import students';

// The shell's shared-data is the workspace's; the team's builds go one minor and one major past it.
export const LIVE = sharedData.version;
const [major = 0, minor = 0] = LIVE.split('.').map(Number);
export const NEWER_COMPATIBLE = `${major}.${minor + 1}.0`;
export const NEXT_MAJOR = `${major + 1}.0.0`;
