// The production smoke test (docs/deploy.md#try-it-on-one-machine): against `npm run start:prod`,
// through the proxy only. Run after a build: node --import tsx --test scripts/prod-smoke.mjs
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:https';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { mailedCode } from '@fees/api/testing/smtp-sink';
import { schoolToday } from '@fees/shared-data/core';
import { chromiumLaunchOptions } from '../e2e/support/chromium.ts';
import { publish, switchTo } from './release.mjs';
import { startProduction } from './start-prod.mjs';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
// The start's certificate is its own, made for this run.
const agent = new Agent({ rejectUnauthorized: false, keepAlive: true, maxSockets: 16 });

/** One request through the proxy: its status, headers and text. */
function call(url, { method = 'GET', headers = {}, body } = {}) {
  return new Promise((resolve, reject) => {
    const asked = request(url, { method, headers, agent }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk) => (text += chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode,
          headers: response.headers,
          rawHeaders: response.rawHeaders,
          text,
        }),
      );
    });
    asked.on('error', reject);
    asked.end(body);
  });
}

test(
  'production start, through nginx only: an account, a school, cash and card payments and a pay link; API processes restarted one at a time under writes, none failing, lost or doubled; one remote released and switched; cache and security headers',
  { timeout: 300_000 },
  async (t) => {
    // Short drains keep the test quick; what a drain does is the same at any length.
    process.env.SHUTDOWN_DRAIN_MS = '1000';
    process.env.LOG_LEVEL = 'warn';
    // One client address makes every sign-in and write here: production's limits are per address.
    process.env.RATE_LIMIT_PER_MINUTE = '100000';
    // Releases of this run only, where the proxy serves them.
    process.env.FEES_RELEASES_DIR = mkdtempSync(path.join(tmpdir(), 'fees-smoke-releases-'));
    t.after(() => rmSync(process.env.FEES_RELEASES_DIR, { recursive: true, force: true }));
    const prod = await startProduction({ skipBuild: true });
    t.after(() => prod.stop());
    const { origin } = prod;
    const json = (cookie) => ({ 'content-type': 'application/json', origin, cookie: cookie ?? '' });
    const post = async (pathname, body, cookie) => {
      const answer = await call(`${origin}${pathname}`, {
        method: 'POST',
        headers: json(cookie),
        body: JSON.stringify(body),
      });
      // nginx's own error pages are HTML: a failure must show as its status, not a parse error.
      const parsed = /json/.test(answer.headers['content-type'] ?? '');
      return { ...answer, body: parsed ? JSON.parse(answer.text) : undefined };
    };

    // An account, through the proxy, with the code the mail carried.
    const email = 'smoke@example.com';
    const password = 'secret-pass-1';
    const person = { firstname: 'Ada', lastname: 'Obi', email, phone: '08031234567', password };
    assert.equal((await post('/api/auth/signup', person)).status, 201);
    const code = mailedCode(await prod.mailbox.waitFor((mail) => mail.to.includes(email)));
    assert.equal((await post('/api/auth/verify-email', { email, code })).status, 200);
    const login = await post('/api/auth/login', { email, password });
    assert.equal(login.status, 200);
    const cookie = String(login.headers['set-cookie']).split(';')[0];
    assert.match(String(login.headers['set-cookie']), /Secure/);
    const school = await post(
      '/api/schools',
      { name: 'Sunrise Academy', address: '12 Allen Avenue, Ikeja', level: 'Primary', password },
      cookie,
    );
    assert.equal(school.status, 201, school.text);
    const classroom = await post(
      '/api/classrooms',
      {
        name: 'Primary1',
        classTeacher: 'Mrs Adeyemi',
        classFees: 25_000,
        schoolId: school.body._id,
        password,
      },
      cookie,
    );
    assert.equal(classroom.status, 201, classroom.text);

    // A pupil paid for in cash and by card (the provider's fake charges the card), and her pay
    // link opened as her parent would: the page, and what it shows.
    const pupil = await post(
      '/api/students',
      {
        fullname: 'Chioma Okafor',
        age: 8,
        sex: 'Female',
        phoneNo: '08031234567',
        parentEmail: '',
        discount: 0,
        classroom: classroom.body._id,
        schoolId: school.body._id,
        password,
      },
      cookie,
    );
    assert.equal(pupil.status, 201, pupil.text);
    const payer = { depositorName: 'Ngozi Okafor', purpose: 'School fees' };
    const cash = await post(
      '/api/payments/record',
      {
        ...payer,
        schoolId: school.body._id,
        studentId: pupil.body._id,
        amount: 5000,
        method: 'cash',
        receivedOn: schoolToday(),
        email: '',
        externalReference: '',
        password,
      },
      cookie,
    );
    assert.equal(cash.status, 201, cash.text);
    const started = await post(
      '/api/payments/initialize',
      {
        ...payer,
        schoolId: school.body._id,
        studentId: pupil.body._id,
        amount: 7000,
        email: 'ngozi@example.com',
      },
      cookie,
    );
    assert.equal(started.status, 201, started.text);
    // The parent pays 7,000 naira in the provider's checkout: it now knows the charge, in kobo.
    prod.provider.set(started.body.reference, { status: 'success', amount: 700_000 });
    const card = await post('/api/payments/verify', { reference: started.body.reference }, cookie);
    assert.equal(card.status, 200, card.text);
    assert.equal(card.body.status, 'success');
    const link = await post(`/api/students/${pupil.body._id}/pay-link`, {}, cookie);
    assert.equal(link.status, 201, link.text);
    const parentPage = await call(`${origin}/pay/${link.body.token}`);
    assert.equal(parentPage.status, 200);
    assert.match(parentPage.headers['content-type'], /text\/html/);
    const parentView = await call(`${origin}/api/pay/${link.body.token}`);
    assert.equal(parentView.status, 200, parentView.text);
    assert.match(parentView.text, /Chioma Okafor/);

    // Writes and reads flow from four clients while each API process is restarted in turn.
    const answers = [];
    const created = [];
    let flowing = true;
    const client = async (lane) => {
      for (let turn = 0; flowing; turn += 1) {
        const fullname = `Pupil ${lane}-${turn}`;
        const write = await post(
          '/api/students',
          {
            fullname,
            age: 7,
            sex: 'Female',
            phoneNo: '08031234567',
            parentEmail: '',
            discount: 0,
            classroom: classroom.body._id,
            schoolId: school.body._id,
            password,
          },
          cookie,
        );
        answers.push(write.status);
        if (write.status === 201) created.push(fullname);
        const list = await call(`${origin}/api/students?schoolId=${school.body._id}`, {
          headers: { cookie },
        });
        answers.push(list.status);
      }
    };
    const writesSoFar = () => created.length;
    const until = async (done) => {
      while (!done()) await new Promise((resolve) => setTimeout(resolve, 20));
    };
    const lanes = [0, 1, 2, 3].map(client);
    for (const api of prod.apis) {
      const before = writesSoFar();
      await until(() => writesSoFar() >= before + 10);
      assert.equal(await api.stop(), 0, 'a drained process exits 0');
      await api.start();
    }
    const after = writesSoFar();
    await until(() => writesSoFar() >= after + 10);
    flowing = false;
    await Promise.all(lanes);

    const failed = answers.filter((status) => status >= 300);
    assert.deepEqual(failed, [], `${failed.length} of ${answers.length} answers failed`);
    const listed = await call(`${origin}/api/students?schoolId=${school.body._id}&limit=1000`, {
      headers: { cookie },
    });
    assert.ok(created.length < 999, 'one page holds them all');
    const names = JSON.parse(listed.text)
      .map((student) => student.fullname)
      .filter((name) => name !== 'Chioma Okafor');
    assert.deepEqual(
      names.sort(),
      [...created].sort(),
      'every answered write is recorded once, and nothing else',
    );
    assert.equal(listed.headers['x-total-count'], String(created.length + 1));

    // One remote released and switched with the release commands while a page is open, the rest
    // untouched: the open page keeps what it loaded, its next load takes the release from its
    // folder, which the proxy serves like the build.
    const browser = await chromium.launch(chromiumLaunchOptions);
    t.after(() => browser.close());
    const context = await browser.newContext({ ignoreHTTPSErrors: true });
    const [name, value] = cookie.split('=');
    await context.addCookies([{ name, value, url: origin }]);
    const page = await context.newPage();
    const remoteEntries = [];
    page.on('request', (asked) => {
      if (asked.url().includes('mfe-schools/') && asked.url().endsWith('remoteEntry.js')) {
        remoteEntries.push(new URL(asked.url()).pathname);
      }
    });
    await page.goto(`${origin}/schools`);
    await page.getByText('Sunrise Academy').first().waitFor();

    const before = JSON.parse((await call(`${origin}/config.json`)).text);
    const { version } = JSON.parse(
      readFileSync(path.join(root, 'mfe-schools', 'package.json'), 'utf8'),
    );
    await publish('mfe-schools');
    switchTo('mfe-schools', version);
    const switched = JSON.parse((await call(`${origin}/config.json`)).text);
    const released = `${origin}/apps/mfe-schools/releases/${version}/mf-manifest.json`;
    assert.deepEqual(switched.remotes, { ...before.remotes, mfe_schools: released });
    for (const file of ['mf-manifest.json', 'remoteEntry.js']) {
      const { status, headers } = await call(new URL(file, released).href);
      assert.equal(status, 200, file);
      assert.equal(headers['cache-control'], 'no-cache', file);
    }
    await page.getByText('Sunrise Academy').first().waitFor();
    assert.deepEqual(remoteEntries, ['/apps/mfe-schools/remoteEntry.js']);
    await page.reload();
    await page.getByText('Sunrise Academy').first().waitFor();
    assert.deepEqual(remoteEntries, [
      '/apps/mfe-schools/remoteEntry.js',
      `/apps/mfe-schools/releases/${version}/remoteEntry.js`,
    ]);

    // Cache rules and security headers, by kind of file.
    const hashed = (folder) =>
      readdirSync(path.join(root, folder, 'dist')).find((file) => /\.[0-9a-f]{8}\.js$/.test(file));
    const kinds = {
      '/': 'no-cache',
      '/students': 'no-cache',
      '/config.json': 'no-cache',
      '/main.js': 'no-cache',
      [`/${hashed('shell')}`]: 'public, max-age=31536000, immutable',
      '/apps/mfe-students/remoteEntry.js': 'no-cache',
      '/apps/mfe-students/mf-manifest.json': 'no-cache',
      [`/apps/mfe-students/${hashed('mfe-students')}`]: 'public, max-age=31536000, immutable',
    };
    for (const [pathname, cacheControl] of Object.entries(kinds)) {
      const { status, headers } = await call(`${origin}${pathname}`);
      assert.equal(status, 200, pathname);
      assert.equal(headers['cache-control'], cacheControl, pathname);
      assert.match(headers['strict-transport-security'], /max-age=31536000/, pathname);
      assert.equal(headers['x-content-type-options'], 'nosniff', pathname);
    }
    const shellPage = await call(`${origin}/students`);
    assert.match(shellPage.headers['content-security-policy'], /script-src 'self'/);
    assert.equal(shellPage.headers['x-frame-options'], 'DENY');
    assert.equal((await call(`${origin}/apps/mfe-students/.build-stamp`)).status, 404);
    assert.equal((await call(`${origin}/missing.0badc0de.js`)).status, 404);
    const health = await call(`${origin}/api/health`);
    assert.equal(health.status, 200);
    const named = (name) =>
      health.rawHeaders
        .filter((_, index) => index % 2 === 0 && index >= 0)
        .filter((header) => header.toLowerCase() === name).length;
    assert.equal(named('strict-transport-security'), 1, 'transport security once, from the proxy');
    assert.match(health.headers['content-security-policy'], /default-src 'none'/);
  },
);
