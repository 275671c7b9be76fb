import assert from 'node:assert/strict';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { createMailer } from './mailer';
import { verificationMail } from './messages';

async function writeOneMail(logBodies: boolean) {
  const outDir = await mkdtemp(join(tmpdir(), 'fees-mail-'));
  const lines: string[] = [];
  const logger = {
    info: (object: object, message: string) => lines.push(JSON.stringify(object) + message),
  };
  const mailer = createMailer({
    smtpUrl: undefined,
    from: 'Fees <a@b.co>',
    outDir,
    logger,
    logBodies,
  });
  await mailer.send(verificationMail('ada@example.com', 'Ada', '493817'));
  mailer.close();
  const [file] = await readdir(outDir);
  const written = await readFile(join(outDir, file ?? ''), 'utf8');
  await rm(outDir, { recursive: true, force: true });
  return { log: lines.join('\n'), written };
}

test('mail bodies (codes) reach the log only in development; the file always has them', async () => {
  const quiet = await writeOneMail(false);
  assert.match(quiet.written, /code is 493817\./);
  assert.doesNotMatch(quiet.log, /493817/);
  assert.match(quiet.log, /ada@example\.com/);

  const development = await writeOneMail(true);
  assert.match(development.log, /code is 493817\./);
});

test('codes stay out of mail subjects', () => {
  const mail = verificationMail('ada@example.com', 'Ada', '493817');
  assert.doesNotMatch(mail.subject, /493817/);
  assert.match(mail.text, /493817/);
});
