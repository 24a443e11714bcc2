// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PanelTabs } from './PanelTabs';

afterEach(cleanup);

const tabs = [
  { name: 'one', label: 'One', render: () => <p>First panel</p> },
  { name: 'two', label: 'Two', render: () => <p>Second panel</p> },
  { name: 'three', label: 'Three', render: () => <p>Third panel</p> },
];

describe('PanelTabs', () => {
  it('mounts only the chosen tab’s panel and marks it selected', () => {
    render(<PanelTabs id="side" tabs={tabs} />);
    expect(screen.getByText('First panel')).toBeTruthy();
    expect(screen.queryByText('Second panel')).toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: 'Two' }));
    expect(screen.getByText('Second panel')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Two' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe('side-tab-two');
  });

  it('moves between tabs with the arrow keys, round the ends, focus following', () => {
    render(<PanelTabs id="side" tabs={tabs} />);
    const first = screen.getByRole('tab', { name: 'One' });
    fireEvent.keyDown(first, { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Three' }));
    expect(screen.getByText('Third panel')).toBeTruthy();
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowRight' });
    expect(screen.getByText('First panel')).toBeTruthy();
    expect(first.tabIndex).toBe(0);
    expect(screen.getByRole('tab', { name: 'Two' }).tabIndex).toBe(-1);
  });
});
