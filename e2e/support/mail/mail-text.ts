/**
 * The text of a single-part mail as its reader sees it: the body decoded from the transfer
 * encoding the mailer chose (base64 or quoted-printable, for text beyond ASCII).
 */
export function mailText(raw: string): string {
  const end = raw.search(/\r?\n\r?\n/);
  const headers = raw.slice(0, end);
  const body = raw.slice(end).trim();
  const encoding = /^Content-Transfer-Encoding:\s*(\S+)/im.exec(headers)?.[1]?.toLowerCase();
  if (encoding === 'base64') return Buffer.from(body, 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    const bytes = body.replace(/=([0-9A-F]{2})/gi, (_, hex: string) =>
      String.fromCharCode(parseInt(hex, 16)),
    );
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}
