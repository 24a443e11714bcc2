// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../../../../test/helpers/render';
import { compiledMessages } from '../../../i18n/catalogs';
import { I18nRoot } from '../../../i18n/react';
import { PresenterLivePanel } from './PresenterLivePanel';
import { createSource, FakeEventSource, fakeClient, question, SESSION, stateOf } from './test-support';

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});
beforeEach(() => {
  FakeEventSource.last = null;
});

/** The panel's event stream, once its effect has opened it (after the join code shows). */
const openedStream = () =>
  waitFor(() => {
    if (!FakeEventSource.last) throw new Error('the event stream is not open yet');
    return FakeEventSource.last;
  });

function renderPanel(client = fakeClient(), step = 0, onStep = vi.fn()) {
  const copy = vi.fn(async () => true);
  const view = renderWithI18n(
    <PresenterLivePanel
      oid={SESSION.oid}
      step={step}
      client={client}
      createSource={createSource}
      copy={copy}
      onStep={onStep}
    />,
  );
  const rerender = (next: number) =>
    view.rerender(
      <I18nRoot i18n={{ lang: 'en', messages: compiledMessages('en') }}>
        <PresenterLivePanel
          oid={SESSION.oid}
          step={next}
          client={client}
          createSource={createSource}
          copy={copy}
          onStep={onStep}
        />
      </I18nRoot>,
    );
  return { client, copy, rerender, onStep };
}

describe('PresenterLivePanel', () => {
  it('offers Go live when no session is open, and starts one', async () => {
    const { client } = renderPanel();
    await waitFor(() => expect(client.openSession).toHaveBeenCalledWith(SESSION.oid));
    expect(screen.getByText(/Let your audience follow/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Go live' }));
    expect(await screen.findByText('k3x9q2')).toBeTruthy();
    expect(client.start).toHaveBeenCalledWith(SESSION.oid);
    // A new session starts where the presenter is.
    await waitFor(() => expect(client.step).toHaveBeenCalledWith('k3x9q2', 0));
    expect((await openedStream()).url).toBe('/api/v4/live/k3x9q2/events');
  });

  it('finds the open session, shows the code, the link with Copy, the viewers and the questions', async () => {
    const client = fakeClient();
    client.openSession.mockResolvedValue({ session: SESSION });
    const { copy, onStep } = renderPanel(client, 1);
    expect(await screen.findByText('k3x9q2')).toBeTruthy();
    expect(onStep).toHaveBeenCalledWith(1);
    expect((screen.getByLabelText('Join link') as HTMLInputElement).value).toBe(SESSION.joinUrl);
    fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeTruthy();
    expect(copy).toHaveBeenCalledWith(SESSION.joinUrl);

    const source = await openedStream();
    act(() =>
      source.emit(
        stateOf({
          viewers: 41,
          questions: [question(1, 1), question(2, 5), question(3, 0, { state: 'hidden' })],
        }),
      ),
    );
    expect(screen.getByText('41 watching')).toBeTruthy();
    const texts = [...document.querySelectorAll('.live-question__text')].map((n) => n.textContent);
    expect(texts).toEqual(['Question 2', 'Question 1', 'Question 3']);
    expect(screen.getByText('Hidden')).toBeTruthy();

    const item = (text: string) => within(screen.getByText(text).closest('li')!);
    fireEvent.click(item('Question 2').getByRole('button', { name: 'Answer' }));
    await waitFor(() => expect(client.moderate).toHaveBeenCalledWith('k3x9q2', 2, 'answer'));
    expect(await item('Question 2').findByText('Answered')).toBeTruthy();
    fireEvent.click(item('Question 1').getByRole('button', { name: 'Hide' }));
    await waitFor(() => expect(client.moderate).toHaveBeenCalledWith('k3x9q2', 1, 'hide'));
    fireEvent.click(item('Question 3').getByRole('button', { name: 'Show again' }));
    await waitFor(() => expect(client.moderate).toHaveBeenLastCalledWith('k3x9q2', 3, 'reopen'));
    act(() => source.emit({ type: 'reaction', emoji: '👏' }));
    expect(document.querySelector('.live-reactions__item')?.textContent).toBe('👏');
  });

  it('says Reconnecting only once a connection it had drops, not while the first is made', async () => {
    const client = fakeClient();
    client.openSession.mockResolvedValue({ session: SESSION });
    renderPanel(client);
    expect(await screen.findByText('k3x9q2')).toBeTruthy();
    const source = await openedStream();
    // The first connection fails before any state: still connecting, not reconnecting.
    act(() => source.fail());
    expect(screen.queryByText(/Reconnecting/)).toBeNull();
    act(() => source.emit(stateOf({ viewers: 3 })));
    expect(screen.queryByText(/Reconnecting/)).toBeNull();
    act(() => source.fail());
    expect(screen.getByText(/Reconnecting/)).toBeTruthy();
    act(() => source.emit(stateOf({ viewers: 3 })));
    expect(screen.queryByText(/Reconnecting/)).toBeNull();
  });

  it('keeps the join code in the head of the panel, above however many questions', async () => {
    const client = fakeClient();
    client.openSession.mockResolvedValue({ session: SESSION });
    renderPanel(client);
    expect(await screen.findByText('k3x9q2')).toBeTruthy();
    const many = Array.from({ length: 40 }, (_, i) => question(i + 1, i));
    const source = await openedStream();
    act(() => source.emit(stateOf({ viewers: 12, questions: many })));
    const head = screen.getByTestId('live-panel-head');
    // The code, the link and the count sit in the sticky head; the questions come after it.
    expect(within(head).getByText('k3x9q2')).toBeTruthy();
    expect(within(head).getByText('12 watching')).toBeTruthy();
    expect(head.querySelector('.live-question')).toBeNull();
    const list = document.querySelector('.live-questions')!;
    expect(head.compareDocumentPosition(list) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(head.parentElement?.firstElementChild).toBe(head);
  });

  it('sends each step while live, the latest when moves come fast, one at a time', async () => {
    const client = fakeClient();
    client.openSession.mockResolvedValue({ session: SESSION });
    let release = () => {};
    client.step.mockImplementation(() => new Promise<void>((resolve) => (release = resolve)));
    const { rerender } = renderPanel(client, 0);
    await screen.findByText('k3x9q2');
    // A session found open keeps its audience where it is until the presenter moves.
    expect(client.step).not.toHaveBeenCalled();
    rerender(1);
    await waitFor(() => expect(client.step).toHaveBeenCalledWith('k3x9q2', 1));
    rerender(2);
    rerender(3);
    rerender(4);
    expect(client.step).toHaveBeenCalledTimes(1);
    await act(async () => release());
    await waitFor(() => expect(client.step).toHaveBeenCalledTimes(2));
    expect(client.step).toHaveBeenLastCalledWith('k3x9q2', 4);
  });

  it('ends the session after a confirmation, and offers to go live again', async () => {
    const client = fakeClient();
    client.openSession.mockResolvedValue({ session: SESSION });
    renderPanel(client);
    await screen.findByText('k3x9q2');
    fireEvent.click(screen.getByRole('button', { name: 'End session' }));
    expect(screen.getByText('End the live session for everyone watching?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(client.end).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'End session' }));
    fireEvent.click(screen.getByRole('button', { name: 'End it' }));
    expect(await screen.findByText('The live session has ended.')).toBeTruthy();
    expect(client.end).toHaveBeenCalledWith('k3x9q2');
    expect(screen.getByRole('button', { name: 'Go live again' })).toBeTruthy();
  });
});
