import { describe, expect, it } from 'vitest';
import { containerOf, pickMimeType } from './media';

const supporting = (...types: string[]) => ({ isTypeSupported: (type: string) => types.includes(type) });

describe('pickMimeType', () => {
  it('prefers WebM (VP9, then VP8, with Opus) where the browser records it', () => {
    expect(pickMimeType(supporting('video/webm;codecs=vp9,opus', 'video/mp4'), true)).toBe(
      'video/webm;codecs=vp9,opus',
    );
    expect(pickMimeType(supporting('video/webm;codecs=vp8,opus', 'video/mp4'), true)).toBe(
      'video/webm;codecs=vp8,opus',
    );
  });

  it('records MP4 where WebM is not supported (Safari), with a camera or sound only', () => {
    expect(pickMimeType(supporting('video/mp4'), true)).toBe('video/mp4');
    expect(pickMimeType(supporting('video/mp4;codecs=avc1,mp4a', 'video/mp4'), true)).toBe(
      'video/mp4;codecs=avc1,mp4a',
    );
    expect(pickMimeType(supporting('audio/mp4', 'video/mp4'), false)).toBe('audio/mp4');
  });
});

describe('containerOf', () => {
  it('declares the upload as the container the recorder writes', () => {
    expect(containerOf('video/mp4;codecs=avc1,mp4a')).toBe('video/mp4');
    expect(containerOf('audio/mp4')).toBe('video/mp4');
    expect(containerOf('video/webm;codecs=vp9,opus')).toBe('video/webm');
    expect(containerOf('audio/webm;codecs=opus')).toBe('video/webm');
  });
});
