// @vitest-environment jsdom
// "Upload a file": a file chosen or dropped (the wrong kind refused at once), a title field for a
// PDF, the progress of a publish with Cancel, and each failure worded: a problem found in the
// browser, the server's own words, or the network.
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../../../../test/helpers/render';
import { ApiError } from '../../../lib/api-client';
import { FileProblem, type PublishFileOptions } from './publish-file';
import { UploadForm } from './UploadForm';
import { UploadCancelled } from './upload';

const publishFile = vi.hoisted(() => vi.fn());
vi.mock('./publish-file', async (original) => ({
  ...(await original<typeof import('./publish-file')>()),
  publishFile,
}));

afterEach(() => {
  cleanup();
  publishFile.mockReset();
});

const MARKDOWN = new File(['# Talk'], 'talk.md', { type: 'text/markdown' });
const PDF = new File(['%PDF-1.7'], 'slides.pdf', { type: 'application/pdf' });
const PICTURE = new File(['GIF89a'], 'cat.gif', { type: 'image/gif' });

const renderForm = () => renderWithI18n(<UploadForm privacy="reusable" team="team0000001" />);
const fileInput = () => document.querySelector<HTMLInputElement>('input[type=file]')!;
const choose = (file: File) => fireEvent.change(fileInput(), { target: { files: [file] } });
const publish = () =>
  act(async () => fireEvent.click(screen.getByRole('button', { name: 'Upload and publish' })));
const problem = () =>
  [...screen.getByRole('alert').querySelectorAll('li')].map((li) => li.textContent).join('; ');

describe('the upload form', () => {
  it('asks for a file, and refuses one of another kind before sending anything', async () => {
    renderForm();
    expect(screen.getByText('Drop a file here or click to choose one')).toBeTruthy();
    expect(
      screen.getByText(
        'PowerPoint (.pptx, .ppt, .odp, .key), PDF up to 30 MB and 200 pages, Markdown or JSON',
      ),
    ).toBeTruthy();
    await publish();
    expect(problem()).toBe('Choose a file first.');
    choose(PICTURE);
    expect(screen.getByText('cat.gif')).toBeTruthy();
    expect(problem()).toBe(
      'Choose a PowerPoint file (.pptx, .ppt, .odp, .key), a PDF, a Markdown file (.md, .markdown) or a JSON file (.json).',
    );
    await publish();
    expect(problem()).toBe(
      'Choose a PowerPoint file (.pptx, .ppt, .odp, .key), a PDF, a Markdown file (.md, .markdown) or a JSON file (.json).',
    );
    expect(publishFile).not.toHaveBeenCalled();
    choose(MARKDOWN);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('offers a title for a PDF only', () => {
    renderForm();
    choose(MARKDOWN);
    expect(screen.queryByLabelText('Title (optional)')).toBeNull();
    choose(PDF);
    const title = screen.getByLabelText('Title (optional)') as HTMLInputElement;
    expect(title.getAttribute('aria-describedby')).toBe('create-pdf-title-hint');
    fireEvent.change(title, { target: { value: 'Quarterly review' } });
    expect(title.value).toBe('Quarterly review');
  });

  it('marks the drop zone while a file is dragged over it, and takes the dropped file', () => {
    renderForm();
    const zone = document.querySelector('.upload-form__drop')!;
    fireEvent.dragOver(zone);
    expect(zone.className).toBe('upload-form__drop upload-form__drop--over');
    fireEvent.dragLeave(zone);
    expect(zone.className).toBe('upload-form__drop');
    fireEvent.dragOver(zone);
    fireEvent.drop(zone, { dataTransfer: { files: [PDF] } });
    expect(zone.className).toBe('upload-form__drop');
    expect(screen.getByText('slides.pdf')).toBeTruthy();
  });

  it('shows the progress while publishing, and says nothing was published when cancelled', async () => {
    let sent: PublishFileOptions | undefined;
    publishFile.mockImplementation(
      (_input: unknown, options: PublishFileOptions) =>
        new Promise((_resolve, reject) => {
          sent = options;
          options.onPhase({ step: 'uploading', percent: 45 });
          options.signal.addEventListener('abort', () => reject(new UploadCancelled()));
        }),
    );
    renderForm();
    choose(PDF);
    fireEvent.change(screen.getByLabelText('Title (optional)'), { target: { value: 'Review' } });
    await publish();
    expect(publishFile).toHaveBeenCalledWith(
      { file: PDF, kind: 'pdf', privacy: 'reusable', title: 'Review', team: 'team0000001' },
      expect.anything(),
    );
    expect(screen.getByText('Uploading 45 %')).toBeTruthy();
    expect(fileInput().disabled).toBe(true);
    expect((screen.getByLabelText('Title (optional)') as HTMLInputElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Upload and publish' })).toBeNull();
    // A file dropped while publishing is not taken.
    fireEvent.drop(document.querySelector('.upload-form__drop')!, { dataTransfer: { files: [MARKDOWN] } });
    expect(screen.getByText('slides.pdf')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Cancel' })));
    expect(sent?.signal.aborted).toBe(true);
    expect(screen.getByRole('status').textContent).toBe('Upload cancelled. Nothing was published.');
    expect(fileInput().disabled).toBe(false);
    expect(screen.getByRole('button', { name: 'Upload and publish' })).toBeTruthy();
    choose(MARKDOWN);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it.each<[string, unknown, string]>([
    [
      'a problem found in the browser',
      new FileProblem('too_many_pages', { pages: 412 }),
      'This PDF has 412 pages; at most 200 can be published.',
    ],
    [
      'the server’s words',
      new ApiError(400, 'invalid_source', 'Line 3: a topic needs a title'),
      'Line 3: a topic needs a title',
    ],
    [
      'the network',
      new ApiError(0, 'network', ''),
      'The upload failed. Check your connection and try again.',
    ],
  ])('says what failed: %s', async (_name, failure, message) => {
    publishFile.mockRejectedValue(failure);
    renderForm();
    choose(MARKDOWN);
    await publish();
    expect(problem()).toBe(message);
    expect(screen.getByRole('button', { name: 'Upload and publish' })).toBeTruthy();
  });
});
