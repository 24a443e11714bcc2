// @vitest-environment jsdom
import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithI18n } from '../../../../../test/helpers/render';
import { AVATAR_SIZE } from '../../../../lib/constants';
import { Avatar } from './Avatar';

afterEach(() => {
  cleanup();
});

const avatarIn = (container: HTMLElement) => container.querySelector<HTMLElement>('.avatar')!;

describe('Avatar', () => {
  it('shows the initials on the colour the server picked', () => {
    const { container } = renderWithI18n(
      <Avatar avatar={{ initials: 'AL', colour: '#30a46c' }} name="Ada Lovelace" size={36} />,
    );
    const avatar = avatarIn(container);
    expect(avatar.textContent).toBe('AL');
    expect(avatar.style.backgroundColor).toBe('rgb(48, 164, 108)');
    expect(avatar.getAttribute('aria-hidden')).toBe('true');
  });

  it.each([
    ['metadata row', AVATAR_SIZE.metadata, '36px'],
    ['creator block', AVATAR_SIZE.creator, '42px'],
  ])('is %s sized (%i px)', (_where, size, px) => {
    const { container } = renderWithI18n(
      <Avatar avatar={{ initials: 'AL', colour: '#30a46c' }} name="Ada" size={size} />,
    );
    const avatar = avatarIn(container);
    expect(avatar.style.width).toBe(px);
    expect(avatar.style.height).toBe(px);
  });

  it('falls back to the first letter of the name, uppercased, when there are no initials', () => {
    const { container } = renderWithI18n(
      <Avatar avatar={{ initials: '', colour: '#8b8d98' }} name="  grace" size={36} />,
    );
    expect(avatarIn(container).textContent).toBe('G');
  });
});
