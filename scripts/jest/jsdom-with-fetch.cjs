// jsdom with the network: a browser page has fetch, jsdom does not. Node's own fetch, Headers,
// Request and Response are exposed to the test, so the API data source (which reads fetch at call
// time) makes real HTTP calls. Opt in per file with
// `/** @jest-environment ./scripts/jest/jsdom-with-fetch.cjs */`; other files keep a jsdom without
// fetch, where every API call fails like a dropped network and never reaches a server on this machine.
const { TestEnvironment } = require('jest-environment-jsdom');

class JsdomWithFetch extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    Object.assign(this.global, { fetch, Headers, Request, Response });
  }
}

module.exports = JsdomWithFetch;
