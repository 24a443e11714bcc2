// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithI18n } from '../../../../../test/helpers/render';
import { MetadataCard, type MetadataCardProps } from './MetadataCard';
import { buildOwner } from './test-support';

afterEach(() => {
  cleanup();
});

function renderCard(overrides: Partial<MetadataCardProps> = {}) {
  return renderWithI18n(
    <MetadataCard
      title="Ocean currents"
      owner={buildOwner()}
      lastModifiedDateString="Updated May 1, 2026"
      description="<p>Why the <strong>Gulf Stream</strong> matters.</p>"
      tags="ocean,climate"
      {...overrides}
    />,
  );
}

describe('MetadataCard', () => {
  it('titles the card with an h1 that names the section', () => {
    renderCard();
    const title = screen.getByRole('heading', { level: 1 });
    expect(title.textContent).toBe('Ocean currents');
    expect(screen.getByRole('region', { name: 'Ocean currents' })).not.toBeNull();
  });

  it('renders the description as HTML', () => {
    const { container } = renderCard();
    const description = container.querySelector('.metadata-card__description')!;
    expect(description.innerHTML).toBe('<p>Why the <strong>Gulf Stream</strong> matters.</p>');
    expect(within(description as HTMLElement).getByText('Gulf Stream').tagName).toBe('STRONG');
  });

  it('leaves the description out when there is none', () => {
    const { container } = renderCard({ description: '' });
    expect(container.querySelector('.metadata-card__description')).toBeNull();
  });

  it('shows the tags as hashtags', () => {
    renderCard({ tags: 'ocean, climate,,#science' });
    const list = screen.getByRole('list', { name: 'Tags' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['#ocean', '#climate', '#science']);
  });

  it('has no tag list without tags', () => {
    renderCard({ tags: '' });
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('places the toolbar it is given and the owner row', () => {
    renderCard({ toolbar: <button type="button">Share</button> });
    expect(screen.getByRole('button', { name: 'Share' }).closest('.metadata-card__toolbar')).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Ada Lovelace' }).getAttribute('href')).toBe(
      '/user/own000000001/',
    );
    expect(screen.getByText('Updated May 1, 2026')).not.toBeNull();
  });
});
