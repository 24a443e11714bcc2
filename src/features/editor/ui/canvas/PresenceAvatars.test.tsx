// @vitest-environment jsdom
// The others on the editor's bar: one avatar per person in their colour, named for screen readers
// and in a tooltip, never the person's own tabs, five at most and "+N" for the rest; the offline chip;
// each avatar a button that follows its person, and the line that says whom and stops.
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithI18n } from '../../../../../test/helpers/render';
import type { LivePeer } from './live-canvas-rules';
import { initialsOf, PresenceAvatars } from './PresenceAvatars';
import { createFollowing } from './useFollowing';
import { createPresenceFeed } from './usePresenceFeed';

afterEach(cleanup);

const COLORS = ['#c2410c', '#1d4ed8', '#047857', '#7c3aed', '#be123c', '#0e7490', '#a16207'];

const peer = (clientId: number, id: number, name: string): LivePeer => ({
  clientId,
  user: { id, name, color: COLORS[id % COLORS.length] as string },
  selection: [],
  pointer: null,
  view: null,
});

const avatars = () => Array.from(document.querySelectorAll<HTMLElement>('.canvas-presence__avatar'));

describe('PresenceAvatars', () => {
  it('shows each other person once, in their colour, with their name', () => {
    const feed = createPresenceFeed();
    renderWithI18n(<PresenceAvatars presence={feed} meId={1} offline={false} />);
    expect(document.querySelector('.canvas-presence')).toBeNull();
    act(() =>
      feed.publish([
        peer(10, 2, 'Grace Hopper'),
        peer(11, 2, 'Grace Hopper'),
        peer(12, 1, 'Me Myself'),
        peer(13, 3, 'Alan'),
      ]),
    );
    expect(avatars().map((avatar) => avatar.textContent)).toEqual(['GHGrace Hopper', 'AAlan']);
    expect(avatars()[0]?.title).toBe('Grace Hopper');
    expect(avatars()[0]?.style.background).toBe('rgb(4, 120, 87)');
    expect(screen.getByRole('list', { name: '2 others editing' })).toBeTruthy();
    act(() => feed.publish([]));
    expect(document.querySelector('.canvas-presence')).toBeNull();
  });

  it('shows five and counts the rest, naming them', () => {
    const feed = createPresenceFeed();
    feed.publish(Array.from({ length: 8 }, (_, i) => peer(100 + i, i + 2, `Person ${i + 2}`)));
    renderWithI18n(<PresenceAvatars presence={feed} meId={1} offline={false} />);
    expect(avatars()).toHaveLength(6);
    const more = avatars().at(-1) as HTMLElement;
    expect(more.querySelector('[aria-hidden]')?.textContent).toBe('+3');
    expect(more.title).toBe('Also editing: Person 7, Person 8, Person 9');
  });

  it('says offline when the connection is down', () => {
    renderWithI18n(<PresenceAvatars presence={createPresenceFeed()} meId={1} offline />);
    const chip = screen.getByRole('status');
    expect(chip.querySelector('[aria-hidden]')?.textContent).toBe('Offline');
    expect(chip.title).toMatch(/your edits are kept/);
  });

  it('follows a person from their avatar, marks it, and stops from the line that says so', () => {
    const feed = createPresenceFeed();
    const following = createFollowing();
    feed.publish([peer(10, 2, 'Grace Hopper'), peer(11, 3, 'Alan Turing')]);
    renderWithI18n(<PresenceAvatars presence={feed} meId={1} offline={false} following={following} />);
    const grace = screen.getByRole('button', { name: 'Follow Grace Hopper' });
    expect(grace.getAttribute('aria-pressed')).toBe('false');
    expect(screen.queryByRole('status')).toBeNull();
    fireEvent.click(grace);
    expect(following.followed()).toBe(2);
    expect(grace.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('status').textContent).toBe('Following Grace Hopper');
    fireEvent.click(screen.getByRole('button', { name: 'Follow Alan Turing' }));
    expect(following.followed()).toBe(3);
    expect(grace.getAttribute('aria-pressed')).toBe('false');
    const stop = screen.getByRole('button', { name: 'Stop following Alan Turing' });
    expect(stop.textContent).toBe('Stop');
    fireEvent.click(stop);
    expect(following.followed()).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
    // The pressed avatar stops following too.
    fireEvent.click(grace);
    fireEvent.click(grace);
    expect(following.followed()).toBeNull();
  });

  it('takes initials from the first and last word', () => {
    expect(initialsOf('ada king lovelace')).toBe('AL');
    expect(initialsOf('Grace')).toBe('G');
    expect(initialsOf('   ')).toBe('?');
  });
});
