import { readFileSync } from 'node:fs';

// Headers Node writes by itself on every response; copying them would send them twice.
const PER_CONNECTION_HEADERS = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);

/**
 * The responses the real server gave (the throughput part's captured-responses.json), keyed by
 * `METHOD path`, ready to be sent again byte for byte by the reference servers.
 */
export function readCapturedAnswers(file) {
  const answers = new Map();
  for (const response of JSON.parse(readFileSync(file, 'utf8'))) {
    const headers = Object.fromEntries(
      Object.entries(response.headers).filter(([name]) => !PER_CONNECTION_HEADERS.has(name.toLowerCase())),
    );
    answers.set(`${response.method} ${response.path}`, {
      status: response.status,
      headers,
      body: Buffer.from(response.bodyBase64, 'base64'),
    });
  }
  return answers;
}
