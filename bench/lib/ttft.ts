// Time to first token, measured on the wire: from sending the request to the first content
// delta, for the fake model directly and for Steady's /api/chat/stream in front of it. Steady's
// first delta is a whole guarded sentence, so the model's side is timed to its first sentence.
import http from 'node:http';

export function firstChunkAfter(
  url: string,
  body: unknown,
  isToken: (text: string) => boolean,
): Promise<number> {
  return new Promise((resolve, reject) => {
    const payload = JSON.stringify(body);
    const start = process.hrtime.bigint();
    const req = http.request(
      url,
      {
        method: 'POST',
        agent: false,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
        },
      },
      (res) => {
        let seen = '';
        let done = false;
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          seen += chunk;
          if (!done && isToken(seen)) {
            done = true;
            resolve(Number(process.hrtime.bigint() - start) / 1e6);
          }
        });
        res.on('end', () => {
          if (!done) reject(new Error(`no token in: ${seen.slice(0, 200)}`));
        });
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

export const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
};

export async function measureTtft(modelBaseUrl: string, steadyUrl: string, samples: number) {
  const model: number[] = [];
  const steady: number[] = [];
  const message = 'Work has been a lot this week and I keep replaying it at night.';
  const modelRequest = {
    model: 'fake-model',
    stream: true,
    messages: [{ role: 'user', content: message }],
  };
  // Steady shows text a sentence at a time, once the output guard has passed it (issue 15), so
  // its overhead is measured against the model's first complete sentence; with this fake model's
  // reply ("Hello there, I hear you.") that is its whole reply, sent at once.
  const modelToken = (text: string) => /"content":"[^"]*[.?!]"/.test(text);
  const steadyToken = (text: string) => /"type":"delta"/.test(text);
  for (let i = 0; i < 20; i += 1) {
    await firstChunkAfter(`${modelBaseUrl}/chat/completions`, modelRequest, modelToken);
    await firstChunkAfter(`${steadyUrl}/api/chat/stream`, { message }, steadyToken);
  }
  // Interleaved, so drift on a shared machine hits both series alike.
  for (let i = 0; i < samples; i += 1) {
    model.push(await firstChunkAfter(`${modelBaseUrl}/chat/completions`, modelRequest, modelToken));
    steady.push(await firstChunkAfter(`${steadyUrl}/api/chat/stream`, { message }, steadyToken));
  }
  const modelP50 = percentile(model, 50);
  const steadyP50 = percentile(steady, 50);
  return {
    samples,
    modelP50,
    steadyP50,
    addedP50: steadyP50 - modelP50,
    addedP99: percentile(steady, 99) - percentile(model, 99),
  };
}
