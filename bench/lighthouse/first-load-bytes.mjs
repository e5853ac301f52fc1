import { gzipSync } from 'node:zlib';

// What each route makes the browser load first, in gzip bytes: Lighthouse's own list of the requests of the
// page load, each same-origin script and stylesheet fetched again and gzipped here at the usual level (6),
// so the figure is the same whether or not the server compresses. What went over the wire is kept beside it:
// when it is much larger than the gzip figure, the server is not compressing.

const KINDS = { Script: 'js', Stylesheet: 'css' };

async function gzipBytes(url) {
  const response = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
  const body = Buffer.from(await response.arrayBuffer());
  return { raw: body.length, gzip: gzipSync(body, { level: 6 }).length };
}

export async function firstLoadBytes(lhr, origin) {
  const items = lhr.audits['network-requests']?.details?.items ?? [];
  const totals = {
    js: { files: 0, rawBytes: 0, gzipBytes: 0, transferredBytes: 0, largest: [] },
    css: { files: 0, rawBytes: 0, gzipBytes: 0, transferredBytes: 0, largest: [] },
  };
  const seen = new Set();
  for (const item of items) {
    const kind = KINDS[item.resourceType];
    if (!kind || !item.url.startsWith(origin) || seen.has(item.url)) continue;
    seen.add(item.url);
    const { raw, gzip } = await gzipBytes(item.url);
    totals[kind].files += 1;
    totals[kind].rawBytes += raw;
    totals[kind].gzipBytes += gzip;
    totals[kind].transferredBytes += item.transferSize ?? 0;
    totals[kind].largest.push({ path: new URL(item.url).pathname, gzipBytes: gzip });
  }
  // The five heaviest files of each kind: where a budget is lost.
  for (const kind of Object.values(totals)) {
    kind.largest = kind.largest.sort((a, b) => b.gzipBytes - a.gzipBytes).slice(0, 5);
  }
  return totals;
}
