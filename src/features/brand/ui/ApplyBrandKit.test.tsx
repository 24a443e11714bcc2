// @vitest-environment jsdom
// "Apply brand kit" in the editor and "Show brand logo" in the header.
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../../../../test/helpers/render';
import { Logo } from '../../../ui-kit/header/Logo';
import { ApplyBrandKit } from './ApplyBrandKit';

afterEach(cleanup);

describe('ApplyBrandKit', () => {
  it('sets the source’s theme to brand when the kit is published', () => {
    const onApply = vi.fn();
    renderWithI18n(
      <ApplyBrandKit
        brand={{ published: true, scope: 'team', kitPath: '/teams/t/brand-kit/' }}
        source={{ text: '---\ntheme: sunset\n---\n# Talk\n', format: 'markdown' }}
        onApply={onApply}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Apply brand kit' }));
    expect(onApply).toHaveBeenCalledWith('---\ntheme: brand\n---\n# Talk\n');
    expect(screen.getByRole('status').textContent).toContain('Save to keep it');
  });

  it('links to the kit instead while it is not published, and shows nothing to commenters', () => {
    const { container } = renderWithI18n(
      <ApplyBrandKit
        brand={{ published: false, scope: 'personal', kitPath: '/brand-kit/' }}
        source={{ text: '# Talk\n', format: 'markdown' }}
        onApply={vi.fn()}
      />,
    );
    expect(screen.queryByRole('button', { name: 'Apply brand kit' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Brand kit' }).getAttribute('href')).toBe('/brand-kit/');
    cleanup();
    renderWithI18n(
      <ApplyBrandKit brand={null} source={{ text: '', format: 'markdown' }} onApply={vi.fn()} />,
    );
    expect(container.textContent).toBe('');
    expect(screen.queryByRole('link')).toBeNull();
  });
});

describe('the header logo', () => {
  it('is Podium’s mark and name, or the kit’s logo with the team’s name where the owner chose it', () => {
    renderWithI18n(<Logo brandName="Podium" onEvent={vi.fn()} />);
    expect(screen.getByRole('link').textContent).toBe('Podium');
    cleanup();
    renderWithI18n(
      <Logo
        brandName="Podium"
        onEvent={vi.fn()}
        brandLogo={{ name: 'Acme', logo: { url: '/media/brand/a.png', width: 200, height: 50 } }}
      />,
    );
    const img = screen.getByRole('img', { name: 'Acme' });
    expect(img.getAttribute('src')).toBe('/media/brand/a.png');
    expect(img.getAttribute('width')).toBe('128');
    expect(screen.getByRole('link').textContent).toBe('');
  });
});
