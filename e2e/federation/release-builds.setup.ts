import { test as setup } from '@playwright/test';
import { teamCheckout } from '../support/release';
import { importLabel, NEWER_COMPATIBLE, NEXT_MAJOR, REMOTE } from '../support/students-releases';

// The students team's three releases, built in a checkout of its own and published (never
// switched to), for release.spec.ts. Publishing touches nothing the served dashboard reads, so
// this runs beside the other specs while they use the machine's waiting time.
setup('the students team publishes three releases of its remote', () => {
  setup.setTimeout(480_000);
  const team = teamCheckout(REMOTE);
  try {
    const ship = (version: string) => {
      team.setVersion(REMOTE, version);
      team.edit('mfe-students/src/students/students-list/students-page.tsx', (text) =>
        text.replace(/Import students( \(release [^)]*\))?\n/, `${importLabel(version)}\n`),
      );
      team.publish();
    };
    // 0.2.0: a visible change in the remote's own code.
    ship('0.2.0');
    // 0.3.0: built against the next minor of shared-data, which only added a name; it still
    // needs the live major.
    team.setVersion('shared-data', NEWER_COMPATIBLE);
    team.edit('shared-data/src/index.ts', (text) => `${text}export const RELEASE_PROBE = 1;\n`);
    ship('0.3.0');
    // 0.4.0: needs the next major of shared-data, which the live shell does not have.
    team.setVersion('shared-data', NEXT_MAJOR);
    team.requireSharedData(`^${NEXT_MAJOR}`);
    ship('0.4.0');
  } finally {
    team.remove();
  }
});
