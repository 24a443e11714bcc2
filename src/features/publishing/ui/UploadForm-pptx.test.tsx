// @vitest-environment jsdom
// "Upload a file" with a PowerPoint file: the real upload goes out (XMLHttpRequest faked, as the
// browser's is the only one that reports an upload's progress), shows its percentage, then an
// open-ended "Converting" while the server works, and opens the imported deck in the editor; a
// refusal shows the server's words, and an answer that is not the server's JSON a clear message.
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../../../../test/helpers/render';
import { UploadForm } from './UploadForm';

const PPTX_TYPE = 'application/vnd.openxmlformats-officedocument.presentationml.presentation';
const PPTX = new File(['PK\u0003\u0004'], 'Quarterly.pptx', { type: PPTX_TYPE });

/** The one upload the form sent, answered by the test when it chooses. */
class FakeXhr {
  static sent: FakeXhr | undefined;
  opened = '';
  headers: Record<string, string> = {};
  body: unknown;
  status = 0;
  statusText = '';
  responseText = '';
  upload: { onprogress: ((event: Partial<ProgressEvent>) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open(method: string, url: string) {
    this.opened = `${method} ${url}`;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
    FakeXhr.sent = this;
  }
  abort() {
    this.onabort?.();
  }
}

const sent = () => FakeXhr.sent!;
const progress = (loaded: number, total: number) =>
  act(async () => sent().upload.onprogress?.({ lengthComputable: true, loaded, total }));
const answer = (status: number, body: string, statusText = '') =>
  act(async () => {
    Object.assign(sent(), { status, statusText, responseText: body });
    sent().onload?.();
  });

const go = vi.fn();
const renderForm = () => renderWithI18n(<UploadForm privacy="public" team="team0000001" go={go} />);
const choose = (file: File) =>
  fireEvent.change(document.querySelector('input[type=file]')!, { target: { files: [file] } });
const publish = () =>
  act(async () => fireEvent.click(screen.getByRole('button', { name: 'Upload and publish' })));
const problem = () =>
  [...screen.getByRole('alert').querySelectorAll('li')].map((li) => li.textContent).join('; ');

/** Chooses the .pptx, sends it and lets all its bytes go, so the server is converting. */
async function sendPptx() {
  renderForm();
  choose(PPTX);
  await publish();
  await progress(100, 100);
}

beforeEach(() => {
  FakeXhr.sent = undefined;
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  // biome-ignore lint/suspicious/noDocumentCookie: the CSRF cookie the upload sends back as a header
  document.cookie = 'csrftoken=token123';
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  go.mockReset();
});

describe('the upload form with a PowerPoint file', () => {
  it('takes a .pptx, offered by the file chooser and named in the hint, without a PDF’s title', () => {
    renderForm();
    const input = document.querySelector<HTMLInputElement>('input[type=file]')!;
    expect(input.accept.split(',')).toEqual(expect.arrayContaining(['.pptx', PPTX_TYPE]));
    expect(
      screen.getByText(
        'PowerPoint (.pptx, .ppt, .odp, .key), PDF up to 30 MB and 200 pages, Markdown or JSON',
      ),
    ).toBeTruthy();
    choose(new File(['PK'], 'Quarterly.pptx'));
    expect(screen.getByText('Quarterly.pptx')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByLabelText('Title (optional)')).toBeNull();
  });

  it('uploads it to the import with its progress, then converts with no percentage and no Cancel', async () => {
    renderForm();
    choose(PPTX);
    await publish();
    expect(sent().opened).toBe('POST /api/v4/presentations/import/');
    expect(sent().headers['X-CSRFToken']).toBe('token123');
    const form = sent().body as FormData;
    expect(form.get('file')).toBeInstanceOf(File);
    expect((form.get('file') as File).name).toBe('Quarterly.pptx');
    expect([form.get('privacy'), form.get('team')]).toEqual(['public', 'team0000001']);

    await progress(40, 100);
    expect(screen.getByText('Uploading 40 %')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeTruthy();
    await progress(100, 100);
    expect(screen.getByText('Converting your presentation…')).toBeTruthy();
    expect(screen.queryByText(/%/)).toBeNull();
    const bar = document.querySelector('progress')!;
    expect(bar.hasAttribute('value')).toBe(false);
    expect(bar.getAttribute('aria-label')).toBe('Converting your presentation…');
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
    expect(go).not.toHaveBeenCalled();
  });

  it('opens the imported deck in the editor', async () => {
    await sendPptx();
    await answer(
      201,
      JSON.stringify({
        oid: 'deck00000001',
        path: '/p/deck00000001/quarterly/',
        editUrl: '/edit/deck00000001/',
        reportUrl: '/api/v4/presentation/deck00000001/import-report/',
        report: { slides: [], totals: {} },
      }),
    );
    expect(go).toHaveBeenCalledExactlyOnceWith('/edit/deck00000001/#import-report');
  });

  it('shows the server’s refusal, opens nothing and lets another file be tried', async () => {
    await sendPptx();
    const refusal = { code: 'unsupported_format', message: 'This is not a PowerPoint presentation (.pptx).' };
    await answer(415, JSON.stringify({ error: refusal }));
    expect(problem()).toBe('This is not a PowerPoint presentation (.pptx).');
    expect(go).not.toHaveBeenCalled();
    expect(screen.queryByText('Converting your presentation…')).toBeNull();
    expect(document.querySelector<HTMLInputElement>('input[type=file]')!.disabled).toBe(false);
    expect(screen.getByRole('button', { name: 'Upload and publish' })).toBeTruthy();
  });

  it('refuses a file over the import’s own limit before sending it', async () => {
    const huge = new File(['PK'], 'Huge.pptx', { type: PPTX_TYPE });
    Object.defineProperty(huge, 'size', { value: 120 * 1024 * 1024 });
    renderForm();
    choose(huge);
    await publish();
    expect(problem()).toBe('The upload would be 120 MB; at most 99.9 MB can be sent.');
    expect(FakeXhr.sent).toBeUndefined();
  });

  it.each<[string, () => Promise<void>, string]>([
    [
      'an answer that is not the server’s JSON',
      () => answer(502, '<html><body>Bad Gateway</body></html>', 'Bad Gateway'),
      'The server did not answer as expected. Try again in a moment.',
    ],
    [
      'a success that is not JSON',
      () => answer(201, 'OK', 'Created'),
      'The server did not answer as expected. Try again in a moment.',
    ],
    [
      'the network',
      () => act(async () => sent().onerror?.()),
      'The upload failed. Check your connection and try again.',
    ],
  ])('words a failure it cannot read: %s', async (_name, fail, message) => {
    await sendPptx();
    await fail();
    expect(problem()).toBe(message);
    expect(go).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Upload and publish' })).toBeTruthy();
  });
});
