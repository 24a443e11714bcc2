// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithI18n } from '../../../../../test/helpers/render';
import { CreatorBlock } from './CreatorBlock';
import { buildOwner } from './test-support';

afterEach(() => {
  cleanup();
});

describe('CreatorBlock', () => {
  it('links "More from {name}" to the profile with a creator-sized avatar (42 px)', () => {
    renderWithI18n(<CreatorBlock owner={buildOwner({ publicDisplayName: 'Countess Ada' })} />);
    const link = screen.getByRole('link', { name: 'More from Countess Ada' });
    expect(link.getAttribute('href')).toBe('/user/own000000001/');
    const avatar = link.querySelector<HTMLElement>('.avatar')!;
    expect(avatar.style.width).toBe('42px');
    expect(avatar.style.height).toBe('42px');
  });

  it('is left out for an owner without a profile', () => {
    const { container } = renderWithI18n(<CreatorBlock owner={buildOwner({ oid: '' })} />);
    expect(container.innerHTML).toBe('');
  });
});
