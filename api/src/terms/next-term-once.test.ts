import assert from 'node:assert/strict';
import { test } from 'node:test';
import { TERM_REFUSALS } from '@fees/shared-data/core';
import type { ApiClient } from '../testing/api-client';
import { assertFieldError } from '../testing/assert-field-error';
import { buildSecondTestApp, buildTestApp } from '../testing/build-app';
import { figures, nextTermBody, ownerWithStudent } from '../testing/fixtures';

// 'Start next term' names the term it closes, so the same step sent twice (a double click, a
// retry after a slow answer, a second tab, another process) closes one term, never two
// (docs/terms.md#next-term).

type Answer = Awaited<ReturnType<ApiClient['post']>>;

function oneOpenedOneRefused(answers: Answer[]) {
  const codes = answers.map((answer) => answer.statusCode).sort();
  assert.deepEqual(codes, [201, 409], answers.map((answer) => answer.body).join('\n'));
  const refused = answers.find((answer) => answer.statusCode === 409)!;
  assert.equal(refused.json().message, TERM_REFUSALS.alreadyClosed);
}

test('the same next-term step sent twice at once opens one term and bills it once', async (t) => {
  const ctx = await buildTestApp(t);
  const { owner, school, classroom, student } = await ownerWithStudent(ctx, 30_000);
  const termsUrl = `/api/schools/${school._id}/terms`;
  const body = await nextTermBody(owner, school._id);

  oneOpenedOneRefused(
    await Promise.all([owner.client.post(termsUrl, body), owner.client.post(termsUrl, body)]),
  );
  const terms = (await owner.client.get(termsUrl)).json();
  assert.deepEqual(
    terms.map((term: { name: string; status: string }) => [term.name, term.status]),
    [
      ['First term', 'closed'],
      ['Second term', 'current'],
    ],
  );
  const now = await figures(owner, school._id, classroom._id, student._id);
  assert.deepEqual(
    [now.student.broughtForward, now.student.balance, now.school.totalFeesExpected],
    [30_000, 60_000, 60_000],
  );

  // A retry after the answer: the term it names is closed now.
  const retried = await owner.client.post(termsUrl, body);
  assert.equal(retried.statusCode, 409);
  assert.equal(retried.json().message, TERM_REFUSALS.alreadyClosed);
  assert.equal((await owner.client.get(termsUrl)).json().length, 2);
});

test('two API processes given the same step at once open one term', async (t) => {
  const first = await buildTestApp(t);
  const second = await buildSecondTestApp(t, first);
  const { owner, school } = await ownerWithStudent(first);
  const otherTab = second.client();
  otherTab.cookie = owner.client.cookie;
  const termsUrl = `/api/schools/${school._id}/terms`;
  const body = await nextTermBody(owner, school._id);

  oneOpenedOneRefused(
    await Promise.all([owner.client.post(termsUrl, body), otherTab.post(termsUrl, body)]),
  );
  assert.equal((await otherTab.get(termsUrl)).json().length, 2);
});

test('a next-term step must name the current term', async (t) => {
  const ctx = await buildTestApp(t);
  const { owner, school } = await ownerWithStudent(ctx);
  const termsUrl = `/api/schools/${school._id}/terms`;

  const unnamed = await owner.client.post(termsUrl, { password: owner.password });
  assertFieldError(unnamed, 'closing', /Closing term is required/, 'no closing term');
  const odd = await owner.client.post(termsUrl, {
    closing: 'no such id!',
    password: owner.password,
  });
  assertFieldError(odd, 'closing', /term id/, 'a closing that is no id');
  const elsewhere = await owner.client.post(termsUrl, {
    closing: school._id,
    password: owner.password,
  });
  assert.equal(elsewhere.statusCode, 409);
  assert.equal((await owner.client.get(termsUrl)).json().length, 1);
});
