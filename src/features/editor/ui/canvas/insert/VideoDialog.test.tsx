// @vitest-environment jsdom
// The Video dialog: the person's recordings listed to choose from (loading, the list, none, a
// failure and a second try), choosing one titles the video as the recording, arrows move between
// them, and the pasted address stays a second way in.
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../../../../../../test/helpers/render';
import type { OwnRecordings } from '../../../../recordings/contracts';
import type { InsertApi } from './insert-api';
import { fakeApi } from './test-support';
import { recordingSource, VideoDialog } from './VideoDialog';

function setup(ownRecordings: InsertApi['ownRecordings'] = fakeApi().ownRecordings) {
  const api = { ownRecordings: vi.fn(ownRecordings) };
  const onInsert = vi.fn();
  const onClose = vi.fn();
  renderWithI18n(<VideoDialog oid="deck00000001" api={api} onInsert={onInsert} onClose={onClose} />);
  return { api, onInsert, onClose };
}

const insert = () => fireEvent.click(screen.getByRole('button', { name: 'Insert video' }));
const titleField = () => screen.getByRole('textbox', { name: 'Title' }) as HTMLInputElement;

/** A promise the test settles when it wants. */
function deferred<T>() {
  let settle!: { resolve(value: T): void; reject(error: Error): void };
  const promise = new Promise<T>((resolve, reject) => {
    settle = { resolve, reject };
  });
  return { promise, ...settle };
}

afterEach(cleanup);

describe('VideoDialog', () => {
  it('says it is loading, then lists the recordings with their cover, title and length', async () => {
    const answer = deferred<OwnRecordings>();
    const { api } = setup(() => answer.promise);
    expect(screen.getByRole('status').textContent).toBe('Loading your recordings…');
    await act(async () => answer.resolve(await fakeApi().ownRecordings(1)));
    expect(screen.queryByRole('status')).toBeNull();
    expect(api.ownRecordings).toHaveBeenCalledWith(1);
    const list = screen.getByRole('region', { name: 'Your recordings' });
    const choices = within(list).getAllByRole('button');
    expect(choices.map((choice) => choice.textContent)).toEqual([
      'Quarterly review2:05',
      'Team kickoff1:02:05',
    ]);
    expect(choices[0]!.querySelector('img')?.getAttribute('src')).toBe('/thumbnails/talk00000001/v1.svg');
    expect(document.activeElement).toBe(choices[0]);
  });

  it('fills the title from the recording chosen, keeps it editable, and inserts recording:<oid>', async () => {
    const { onInsert } = setup();
    const kickoff = await screen.findByRole('button', { name: /Team kickoff/ });
    fireEvent.click(kickoff);
    expect(kickoff.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: /Quarterly review/ }).getAttribute('aria-pressed')).toBe(
      'false',
    );
    expect(titleField().value).toBe('Team kickoff');
    fireEvent.change(titleField(), { target: { value: 'Kickoff, the short cut' } });
    insert();
    expect(onInsert).toHaveBeenCalledWith({ src: 'recording:talk00000002', title: 'Kickoff, the short cut' });
  });

  it('moves between the recordings with the arrow keys and chooses with the keyboard', async () => {
    const { onInsert } = setup();
    const first = await screen.findByRole('button', { name: /Quarterly review/ });
    const second = screen.getByRole('button', { name: /Team kickoff/ });
    fireEvent.keyDown(first, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(second);
    fireEvent.keyDown(second, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(second);
    fireEvent.keyDown(second, { key: 'Home' });
    expect(document.activeElement).toBe(first);
    // A button's Enter and Space are its click.
    fireEvent.click(document.activeElement as HTMLElement);
    insert();
    expect(onInsert).toHaveBeenCalledWith({ src: 'recording:talk00000001', title: 'Quarterly review' });
  });

  it('asks for a recording when none is chosen or pasted, and inserts nothing', async () => {
    const { onInsert } = setup();
    await screen.findByRole('button', { name: /Quarterly review/ });
    fireEvent.change(titleField(), { target: { value: 'My talk' } });
    insert();
    expect(screen.getByRole('alert').textContent).toBe(
      'Choose one of your recordings, or paste the address of one.',
    );
    expect(onInsert).not.toHaveBeenCalled();
  });

  it('says there are no recordings yet, with the way to the studio', async () => {
    setup(async () => ({ items: [], page: 1, hasMore: false }));
    expect((await screen.findByText('You have no recordings yet.', { exact: false })).textContent).toContain(
      'Record one in the studio',
    );
    expect(screen.getByRole('link', { name: 'Record one in the studio' }).getAttribute('href')).toBe(
      '/video/new/',
    );
    expect(screen.queryByRole('button', { name: /talk/i })).toBeNull();
  });

  it('says why the list failed, and asks again on “Try again”', async () => {
    const answers = [Promise.reject(new Error('The server is away.')), fakeApi().ownRecordings(1)];
    const { api } = setup(() => answers.shift()!);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Your recordings could not be loaded: The server is away.');
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: /Quarterly review/ })).toBeDefined();
    expect(api.ownRecordings).toHaveBeenCalledTimes(2);
  });

  it('pages through the recordings when there are more', async () => {
    const { api } = setup(async (page) => ({
      items: [
        {
          oid: `talk0000000${page}`,
          title: `Talk ${page}`,
          durationMs: 1000,
          cover: '/c.svg',
          updatedAt: '',
        },
      ],
      page,
      hasMore: page === 1,
    }));
    fireEvent.click(await screen.findByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('button', { name: /Talk 2/ })).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByRole('button', { name: /Talk 1/ })).toBeDefined();
    expect(api.ownRecordings.mock.calls).toEqual([[1], [2], [1]]);
  });

  it('takes a pasted address instead, which lets go of the recording chosen', async () => {
    const { onInsert } = setup();
    fireEvent.click(await screen.findByRole('button', { name: /Team kickoff/ }));
    const address = screen.getByRole('textbox', { name: 'Address of the recording' });
    fireEvent.change(address, { target: { value: 'https://podium.example/p/abcdef123456/my-talk/' } });
    expect(screen.getByRole('button', { name: /Team kickoff/ }).getAttribute('aria-pressed')).toBe('false');
    insert();
    expect(onInsert).toHaveBeenCalledWith({ src: 'recording:abcdef123456', title: 'Team kickoff' });
  });
});

describe('recordingSource', () => {
  it('reads a recording from its page’s address, its id or its source, and nothing else', () => {
    expect(recordingSource(' https://podium.example/p/abcdef123456/my-talk/ ')).toBe(
      'recording:abcdef123456',
    );
    expect(recordingSource('abcdef123456')).toBe('recording:abcdef123456');
    expect(recordingSource('recording:abcdef123456')).toBe('recording:abcdef123456');
    expect(recordingSource('https://podium.example/nowhere/')).toBeNull();
  });
});
