// The one statement of how the API's folders stack (docs/api-layout.md): eslint.config.mjs turns
// it into import zones and api-layout.test.mjs checks every folder of api/src is placed in it.

/** Folders every domain may use, which import no domain. testing/ serves tests only. */
const LAYERS = ['db', 'http', 'guards', 'ledger', 'plugins', 'testing'];

/**
 * The domains, lowest floor first. A domain imports only the index of a domain on a floor below
 * its own, never one beside it or above it.
 */
const FLOORS = [
  ['audit', 'health', 'jobs', 'mail', 'provider', 'sms', 'users'],
  ['auth', 'schools'],
  ['settlement', 'staff', 'terms'],
  ['families', 'payments', 'reports'],
  ['classrooms', 'students'],
  ['fee-items', 'late-fees', 'plans', 'transfers'],
  ['pay-links'],
  ['reminders', 'webhooks'],
];

module.exports = { LAYERS, FLOORS };
