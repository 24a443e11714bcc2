import { describe, expect, it } from 'vitest';
import { metadataOffset, responsiveMode } from './responsive';

describe('responsiveMode', () => {
  it.each([
    [1024, 516, 'large'],
    [1920, 1080, 'large'],
    [1023, 516, 'middle'],
    [1024, 515, 'middle'],
    [768, 236, 'middle'],
    [768, 235, 'small'],
    [767, 236, 'small'],
    [0, 0, 'small'],
  ] as const)('%i×%i is %s', (width, height, mode) => {
    expect(responsiveMode(width, height)).toBe(mode);
  });
});

describe('metadataOffset', () => {
  it('is 60 for large, 30 for middle and 12 for small', () => {
    expect(metadataOffset('large')).toBe(60);
    expect(metadataOffset('middle')).toBe(30);
    expect(metadataOffset('small')).toBe(12);
  });
});
