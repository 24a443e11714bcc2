// A PDF deck to publish as the browser's upload panel would: the PDF itself, a
// page of text per slide, and a picture of each page drawn in Chromium the size pdf.js renders them
// (1600 px wide WebP at quality 0.8, PUBLISH_LIMITS in src/kernel/limits.ts). The pictures differ
// from page to page in colour, words and shapes, so each is stored, downloaded and decoded itself.
import { logIn } from './login.mjs';

const WIDTH = 960; // points, 16:9
const HEIGHT = 540;

/** A PDF of `count` pages, page n titled "Slide n" with a line of body text. */
function numberedPdf(count) {
  const pageIds = Array.from({ length: count }, (_, i) => 4 + i * 2);
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${count} >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  for (const [i, id] of pageIds.entries()) {
    const text = `BT /F1 32 Tf 60 450 Td (Slide ${i + 1}) Tj ET\nBT /F1 20 Tf 60 400 Td (What slide ${i + 1} says) Tj ET`;
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${WIDTH} ${HEIGHT}] /Resources << /Font << /F1 3 0 R >> >> /Contents ${id + 1} 0 R >>`,
      `<< /Length ${text.length} >>\nstream\n${text}\nendstream`,
    );
  }
  let body = '%PDF-1.4\n';
  const offsets = objects.map((object, i) => {
    const at = body.length;
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
    return at;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f\r\n`;
  body += offsets.map((at) => `${String(at).padStart(10, '0')} 00000 n\r\n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** Pictures of pages `from`..`to` (1-based), drawn on a canvas in `page`: WebP bytes each. */
async function drawPages(page, from, to) {
  const encoded = await page.evaluate(
    async ({ from, to }) => {
      const canvas = new OffscreenCanvas(1600, 900);
      const g = canvas.getContext('2d');
      const pictures = [];
      for (let n = from; n <= to; n++) {
        const hue = (n * 47) % 360;
        const sky = g.createLinearGradient(0, 0, 1600, 900);
        sky.addColorStop(0, `hsl(${hue} 55% 22%)`);
        sky.addColorStop(1, `hsl(${(hue + 60) % 360} 60% 40%)`);
        g.fillStyle = sky;
        g.fillRect(0, 0, 1600, 900);
        for (let k = 0; k < 12; k++) {
          g.fillStyle = `hsl(${(hue + k * 29) % 360} 70% 60% / 0.35)`;
          g.beginPath();
          g.arc(
            ((n * 131 + k * 283) % 1500) + 50,
            ((n * 89 + k * 157) % 800) + 50,
            40 + ((n + k) % 7) * 20,
            0,
            7,
          );
          g.fill();
        }
        g.fillStyle = '#fff';
        g.font = 'bold 96px sans-serif';
        g.fillText(`Slide ${n}`, 100, 200);
        g.font = '40px sans-serif';
        for (let line = 0; line < 6; line++)
          g.fillText(`What slide ${n} says, point ${line + 1} of six`, 100, 330 + line * 80);
        const blob = await canvas.convertToBlob({ type: 'image/webp', quality: 0.8 });
        const bytes = new Uint8Array(await blob.arrayBuffer());
        let binary = '';
        for (let i = 0; i < bytes.length; i += 0x8000)
          binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
        pictures.push(btoa(binary));
      }
      return pictures;
    },
    { from, to },
  );
  return encoded.map((base64) => Buffer.from(base64, 'base64'));
}

/** Publishes a public PDF deck of `count` pages as the demo user; its view page's path. */
export async function publishPdfDeck(base, browser, count) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const pictures = [];
  for (let from = 1; from <= count; from += 20)
    pictures.push(...(await drawPages(page, from, Math.min(count, from + 19))));
  await context.close();
  const form = new FormData();
  form.append('privacy', 'public');
  form.append('title', `A ${count}-page PDF`);
  form.append('pdf', new Blob([numberedPdf(count)], { type: 'application/pdf' }), 'deck.pdf');
  for (const [i, bytes] of pictures.entries()) {
    form.append(`page-${i + 1}`, new Blob([bytes], { type: 'image/webp' }), `page-${i + 1}.webp`);
  }
  const session = await logIn(base);
  const response = await fetch(`${base}/api/v4/presentations/pdf/`, {
    method: 'POST',
    headers: { cookie: session.cookie, origin: base, 'x-csrftoken': session.csrf },
    body: form,
  });
  if (response.status !== 201)
    throw new Error(`publishing the PDF deck answered ${response.status}: ${await response.text()}`);
  return (await response.json()).path;
}
