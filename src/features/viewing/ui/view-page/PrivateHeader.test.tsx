// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../../../../../test/helpers/render';
import { PrivateHeader, showsPrivateHeader } from './PrivateHeader';

afterEach(cleanup);
const base = { oid: 'abcdefghijkl', title: 'Board update', schemaVersion: '2' as const, embedMode: false };

describe('PrivateHeader', () => {
  it('shows Edit (and not Comment) with edit rights', () => {
    const onEvent = vi.fn();
    renderWithI18n(
      <PrivateHeader {...base} viewerRights={{ edit: true, comment: true }} onEvent={onEvent} />,
    );
    const edit = screen.getByRole('link', { name: 'Edit' });
    expect(edit.getAttribute('href')).toBe('/p/edit/abcdefghijkl/');
    expect(screen.queryByRole('link', { name: 'Comment' })).toBeNull();
    edit.addEventListener('click', (event) => event.preventDefault()); // jsdom cannot navigate
    fireEvent.click(edit);
    expect(onEvent).toHaveBeenCalledWith('OpenEditor', { prezi_oid: 'abcdefghijkl' });
  });

  it('shows Comment with comment rights only, pointing at #present', () => {
    renderWithI18n(<PrivateHeader {...base} viewerRights={{ edit: false, comment: true }} />);
    expect(screen.getByRole('link', { name: 'Comment' }).getAttribute('href')).toBe(
      '/p/edit/abcdefghijkl/#present',
    );
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
  });

  it('is absent without rights, for classic presentations and in embed mode', () => {
    expect(
      showsPrivateHeader({
        schemaVersion: '2',
        embedMode: false,
        viewerRights: { edit: false, comment: false },
      }),
    ).toBe(false);
    expect(
      showsPrivateHeader({
        schemaVersion: '0',
        embedMode: false,
        viewerRights: { edit: true, comment: true },
      }),
    ).toBe(false);
    expect(
      showsPrivateHeader({
        schemaVersion: '2',
        embedMode: true,
        viewerRights: { edit: true, comment: true },
      }),
    ).toBe(false);
    const { container } = renderWithI18n(
      <PrivateHeader {...base} schemaVersion="0" viewerRights={{ edit: true, comment: true }} />,
    );
    expect(container.innerHTML).toBe('');
  });
});
