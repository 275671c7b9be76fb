// The one list of apps (apps.json at the root): every script, config and test that needs to know
// which apps exist, where they live or which port serves them reads it from here. docs/apps.md says
// how to add an app.
const manifest = require('../apps.json');

/** The shell first, then the remotes in the order the manifest lists them. */
const APPS = [manifest.shell, ...manifest.remotes];
const REMOTES = manifest.remotes;
const SHELL = manifest.shell;
const API = manifest.api;

/** Where an app is served by `npm start` and its dev server, unless config.json moves it. */
const localOrigin = (port) => `http://localhost:${port}`;

module.exports = { APPS, REMOTES, SHELL, API, localOrigin };
