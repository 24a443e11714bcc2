// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithI18n } from '../../../../../test/helpers/render';
import { OwnerLine } from './OwnerLine';
import { buildOwner } from './test-support';

afterEach(() => {
  cleanup();
});

describe('OwnerLine', () => {
  it('links the name to the profile when the owner has an oid', () => {
    renderWithI18n(
      <OwnerLine owner={buildOwner({ oid: 'abcdefabcdef' })} lastModified="Updated May 1, 2026" />,
    );
    const link = screen.getByRole('link', { name: 'Ada Lovelace' });
    expect(link.getAttribute('href')).toBe('/user/abcdefabcdef/');
    expect(screen.getByText('Updated May 1, 2026')).not.toBeNull();
  });

  it('shows the name as plain text when the owner has no oid', () => {
    renderWithI18n(<OwnerLine owner={buildOwner({ oid: '' })} lastModified="Updated May 1, 2026" />);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText('Ada Lovelace').tagName).toBe('SPAN');
  });

  it('prefers the public display name, then first and last name, then the username', () => {
    const view = renderWithI18n(
      <OwnerLine owner={buildOwner({ publicDisplayName: 'Countess' })} lastModified="" />,
    );
    expect(screen.getByRole('link').textContent).toBe('Countess');
    view.rerender(<OwnerLine owner={buildOwner({ lastName: null })} lastModified="" />);
    expect(screen.getByRole('link').textContent).toBe('Ada');
    view.rerender(<OwnerLine owner={buildOwner({ firstName: null, lastName: null })} lastModified="" />);
    expect(screen.getByRole('link').textContent).toBe('ada');
  });

  it('shows a metadata-sized avatar (36 px)', () => {
    const { container } = renderWithI18n(<OwnerLine owner={buildOwner()} lastModified="" />);
    const avatar = container.querySelector<HTMLElement>('.avatar')!;
    expect(avatar.style.width).toBe('36px');
    expect(avatar.textContent).toBe('AL');
  });

  it('links the presenter view when given one, and only then', () => {
    const view = renderWithI18n(<OwnerLine owner={buildOwner({ oid: '' })} lastModified="" />);
    expect(screen.queryByRole('link')).toBeNull();
    view.rerender(
      <OwnerLine
        owner={buildOwner({ oid: '' })}
        lastModified=""
        presenter={{ path: '/p/abcdefabcdef/present/', label: 'Presenter view' }}
      />,
    );
    expect(screen.getByRole('link', { name: 'Presenter view' }).getAttribute('href')).toBe(
      '/p/abcdefabcdef/present/',
    );
  });
});
