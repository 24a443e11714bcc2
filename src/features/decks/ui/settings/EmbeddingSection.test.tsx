// @vitest-environment jsdom
// Where a presentation may be embedded: what the section sends and shows.
import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../../../../../test/helpers/render';
import { buildSettings, json, stubApi } from '../../../../ui-kit/test-support';
import type { PresentationSettings } from '../../settings.contracts';
import { EmbeddingSection } from './EmbeddingSection';

const SETTINGS = buildSettings();

const answer = (settings: PresentationSettings) => json(200, settings);
const api = stubApi();

const sentBody = () => JSON.parse(api.fetch.mock.calls[0]![1].body);
const save = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save embedding' })));

describe('EmbeddingSection', () => {
  it('limits embedding to the sites listed, one per line, and shows what the server kept', async () => {
    const onSaved = vi.fn();
    renderWithI18n(<EmbeddingSection settings={SETTINGS} onSaved={onSaved} />);
    expect((screen.getByRole('button', { name: 'Save embedding' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByLabelText(/Only on these sites/));
    fireEvent.change(screen.getByLabelText('Sites'), {
      target: { value: ' https://Blog.Example.com/post \n\n*.school.example ' },
    });
    api.fetch.mockResolvedValueOnce(
      answer({ ...SETTINGS, embedDomains: ['blog.example.com', '*.school.example'] }),
    );
    await save();
    expect(api.fetch.mock.calls[0]![1].method).toBe('PATCH');
    expect(sentBody()).toEqual({ embedDomains: ['https://Blog.Example.com/post', '*.school.example'] });
    expect((screen.getByLabelText('Sites') as HTMLTextAreaElement).value).toBe(
      'blog.example.com\n*.school.example',
    );
    expect(onSaved).toHaveBeenCalledOnce();
  });

  it('allows any site again by sending null', async () => {
    renderWithI18n(
      <EmbeddingSection settings={{ ...SETTINGS, embedDomains: ['blog.example.com'] }} onSaved={vi.fn()} />,
    );
    expect((screen.getByLabelText('Sites') as HTMLTextAreaElement).value).toBe('blog.example.com');
    fireEvent.click(screen.getByLabelText(/On any site/));
    expect(screen.queryByLabelText('Sites')).toBeNull();
    api.fetch.mockResolvedValueOnce(answer(SETTINGS));
    await save();
    expect(sentBody()).toEqual({ embedDomains: null });
  });

  it('shows the server’s refusal', async () => {
    renderWithI18n(<EmbeddingSection settings={SETTINGS} onSaved={vi.fn()} />);
    fireEvent.click(screen.getByLabelText(/Only on these sites/));
    fireEvent.change(screen.getByLabelText('Sites'), { target: { value: 'not a site' } });
    api.fetch.mockResolvedValueOnce(
      new Response(
        JSON.stringify({
          error: { code: 'invalid_embed_domains', message: '"not a site" is not a site’s address.' },
        }),
        { status: 400, headers: { 'content-type': 'application/json' } },
      ),
    );
    await save();
    expect(screen.getByText(/is not a site’s address/)).toBeTruthy();
  });
});
