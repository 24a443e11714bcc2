// @vitest-environment jsdom
// "Create your own": the paste form (with the CSRF token, the team and the server's problems), one
// privacy choice for every way with its hint, and the four ways as tabs that arrow keys, Home and
// End move between; a way's panel stays mounted once opened and makes its presentation with the
// chosen privacy and team.
import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithI18n } from '../../../../test/helpers/render';
import type { SiteProps } from '../../../kernel/site';
import { json, stubApi } from '../../../ui-kit/test-support';
import { type CreateForm, CreatePanel } from './CreatePanel';

const SITE = { lang: 'en', csrfToken: 'csrf-token-42' } as SiteProps;
const FORM: CreateForm = { source: '', privacy: 'public', problems: [] };

const api = stubApi();
const renderPanel = (props: { form?: CreateForm; team?: string; title?: string } = {}) =>
  renderWithI18n(<CreatePanel site={SITE} form={props.form ?? FORM} team={props.team} title={props.title} />);
const tab = (name: string) => screen.getByRole('tab', { name });
const panel = (way: string) => document.getElementById(`create-panel-${way}`)!;
const selected = () => screen.getByRole('tab', { selected: true }).textContent;

describe('the create panel', () => {
  it('posts pasted source with the token and the team, and says what was wrong with it', () => {
    renderPanel({
      form: { source: '# Draft', privacy: 'private', problems: ['Line 2: no title', 'Line 5: empty topic'] },
      team: 'team0000001',
    });
    expect(screen.getByRole('heading', { level: 2, name: 'Create your own' })).toBeTruthy();
    const form = document.getElementById('create-paste') as HTMLFormElement;
    expect(form.getAttribute('action')).toBe('/dashboard/next/');
    const hidden = [...form.querySelectorAll<HTMLInputElement>('input[type=hidden]')];
    expect(hidden.map((input) => [input.name, input.value])).toEqual([
      ['csrfmiddlewaretoken', 'csrf-token-42'],
      ['team', 'team0000001'],
    ]);
    const alert = within(form).getByRole('alert');
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Line 2: no title', 'Line 5: empty topic']);
    const source = screen.getByLabelText('Markdown or JSON') as HTMLTextAreaElement;
    expect(source.value).toBe('# Draft');
    expect(source.getAttribute('aria-invalid')).toBe('true');
    expect((screen.getByLabelText('Who can see it') as HTMLSelectElement).value).toBe('private');
  });

  it('takes another heading, and no team or problems when there are none', () => {
    renderPanel({ title: 'New in Design' });
    expect(screen.getByRole('heading', { level: 2, name: 'New in Design' })).toBeTruthy();
    expect(document.querySelectorAll('#create-paste input[type=hidden]')).toHaveLength(1);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByLabelText('Markdown or JSON').hasAttribute('aria-invalid')).toBe(false);
  });

  it('submits one privacy choice with the paste form, and says what each one means', () => {
    renderPanel();
    const privacy = screen.getByLabelText('Who can see it') as HTMLSelectElement;
    expect(privacy.getAttribute('form')).toBe('create-paste');
    expect(screen.getByText('Anyone can find it, watch it and share it.')).toBeTruthy();
    fireEvent.change(privacy, { target: { value: 'reusable' } });
    expect(privacy.value).toBe('reusable');
    expect(document.getElementById('create-privacy-hint')!.textContent).toBe(
      'Anyone can find and watch it, and make their own copy.',
    );
  });

  it('opens a way by its tab, showing only its panel', () => {
    renderPanel();
    expect(selected()).toBe('Write or paste');
    expect(tab('Write or paste').tabIndex).toBe(0);
    expect(tab('Upload a file').tabIndex).toBe(-1);
    expect(panel('upload').hidden).toBe(true);
    expect(panel('upload').childElementCount).toBe(0);
    fireEvent.click(tab('Upload a file'));
    expect(selected()).toBe('Upload a file');
    expect(tab('Upload a file').tabIndex).toBe(0);
    expect(panel('paste').hidden).toBe(true);
    expect(panel('upload').hidden).toBe(false);
    expect(within(panel('upload')).getByRole('button', { name: 'Upload and publish' })).toBeTruthy();
    // Back on the paste form, the upload stays mounted (an upload in flight survives the look).
    fireEvent.click(tab('Write or paste'));
    expect(panel('upload').hidden).toBe(true);
    expect(
      within(panel('upload')).getByRole('button', { hidden: true, name: 'Upload and publish' }),
    ).toBeTruthy();
  });

  it('moves between the tabs with the arrow keys, Home and End, and focuses the one opened', () => {
    api.fetch.mockResolvedValue(json(200, { templates: [] }));
    renderPanel();
    const tablist = screen.getByRole('tablist', { name: 'Ways to create a presentation' });
    const press = (key: string) => fireEvent.keyDown(tablist, { key });
    press('ArrowLeft');
    expect(selected()).toBe('Blank presentation');
    expect(document.activeElement).toBe(tab('Blank presentation'));
    press('ArrowRight');
    expect(selected()).toBe('Write or paste');
    press('End');
    expect(selected()).toBe('Blank presentation');
    press('Home');
    expect(selected()).toBe('Write or paste');
    expect(document.activeElement).toBe(tab('Write or paste'));
    press('ArrowRight');
    expect(selected()).toBe('Upload a file');
    press('a');
    expect(selected()).toBe('Upload a file');
  });

  it('makes a blank presentation with the chosen privacy, in the team', async () => {
    api.fetch.mockResolvedValue(json(500, { error: { code: 'boom', message: 'Something failed.' } }));
    renderPanel({ team: 'team0000001' });
    fireEvent.change(screen.getByLabelText('Who can see it'), { target: { value: 'private' } });
    fireEvent.click(tab('Blank presentation'));
    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: 'Create a blank presentation' })),
    );
    const [path, init] = api.fetch.mock.calls[0]! as [string, RequestInit];
    expect(path).toBe('/api/v4/presentations/blank/');
    expect(JSON.parse(init.body as string)).toEqual({
      privacy: 'private',
      kind: 'canvas',
      team: 'team0000001',
    });
    expect(within(panel('blank')).getByRole('alert').textContent).toBe('Something failed.');
  });

  it('offers a blank canvas first, and a Markdown blank, each saying what it starts with', async () => {
    api.fetch.mockResolvedValue(json(500, { error: { code: 'boom', message: 'Something failed.' } }));
    renderPanel();
    fireEvent.click(tab('Blank presentation'));
    const blank = within(panel('blank'));
    const canvas = blank.getByRole('radio', { name: 'Blank canvas (recommended)' }) as HTMLInputElement;
    const markdown = blank.getByRole('radio', { name: 'Markdown' }) as HTMLInputElement;
    expect(blank.getByRole('group', { name: 'Start with' })).toBeTruthy();
    expect(canvas.checked).toBe(true);
    expect(canvas.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(canvas.getAttribute('aria-describedby')!)!.textContent).toContain(
      'One frame with the title',
    );
    fireEvent.click(markdown);
    expect(markdown.checked).toBe(true);
    expect(canvas.checked).toBe(false);
    await act(async () =>
      fireEvent.click(blank.getByRole('button', { name: 'Create a blank presentation' })),
    );
    const [, init] = api.fetch.mock.calls.at(-1)! as [string, RequestInit];
    expect(JSON.parse(init.body as string)).toEqual({ privacy: 'public', kind: 'markdown' });
  });
});
