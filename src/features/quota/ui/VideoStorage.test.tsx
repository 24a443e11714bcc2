// @vitest-environment jsdom
// The dashboard's video storage line: what is used of the quota in the page's language, and a bar
// (a meter) that fills with it and stops at full.
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithI18n } from '../../../../test/helpers/render';
import { formatStorage, VideoStorage } from './VideoStorage';

const MB = 1024 ** 2;
const GB = 1024 ** 3;

describe('VideoStorage', () => {
  afterEach(cleanup);

  it('says what is used of the quota, with a bar at that share', () => {
    renderWithI18n(<VideoStorage usage={{ usedBytes: 120 * MB, quotaBytes: 2 * GB }} />);
    expect(screen.getByText('Videos: 120 MB of 2 GB used')).toBeTruthy();
    const bar = screen.getByRole('meter', { name: 'Videos: 120 MB of 2 GB used' }) as HTMLMeterElement;
    expect(bar.max).toBe(2 * GB);
    expect(bar.value).toBe(120 * MB);
  });

  it('marks a quota that is nearly full, and keeps the bar at full past it', () => {
    const { container } = renderWithI18n(
      <VideoStorage usage={{ usedBytes: 2.5 * GB, quotaBytes: 2 * GB }} />,
    );
    expect(screen.getByText('Videos: 2.5 GB of 2 GB used')).toBeTruthy();
    expect((screen.getByRole('meter') as HTMLMeterElement).value).toBe(2 * GB);
    expect(container.querySelector('.video-storage--full')).not.toBeNull();
  });

  it('writes sizes with the language’s decimal sign', () => {
    expect(formatStorage(1.9 * GB, 'de')).toBe('1,9 GB');
    expect(formatStorage(195_312, 'en')).toBe('190.7 KB');
    expect(formatStorage(0, 'en')).toBe('0 B');
  });
});
