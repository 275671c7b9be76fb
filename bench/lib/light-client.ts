import http from 'node:http';

/**
 * A POST on a kept-alive connection, by `node:http`: the bench's client shares the two cores with
 * the servers it measures, and `fetch` costs it about three times the CPU per request
 * (docs/performance.md, concurrent verifies), which the servers' figure would then pay for.
 */
const agent = new http.Agent({ keepAlive: true });

export interface Answer {
  status: number;
  body: string;
}

export function postJson(url: string, body: unknown, headers: Record<string, string>) {
  const payload = JSON.stringify(body);
  return new Promise<Answer>((resolve, reject) => {
    const request = http.request(
      url,
      {
        method: 'POST',
        agent,
        headers: {
          ...headers,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString() }),
        );
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}
