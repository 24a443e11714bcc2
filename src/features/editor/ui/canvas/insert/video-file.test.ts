// A chosen video file before it goes up: MP4 or WebM by its type or, without one, by its name; its
// length from the browser; a title from its name.
import { describe, expect, it } from 'vitest';
import { describeVideoFile, videoTitleOf, videoTypeOf } from './video-file';

const file = (name: string, type: string) => new File([new Uint8Array(8)], name, { type });

describe('videoTypeOf', () => {
  it('takes MP4 and WebM by their type, whatever the name says', () => {
    expect(videoTypeOf(file('talk.bin', 'video/mp4'))).toBe('video/mp4');
    expect(videoTypeOf(file('talk.mp4', 'video/webm'))).toBe('video/webm');
  });

  it('reads the name when the browser gives no type', () => {
    expect(videoTypeOf(file('Talk.M4V', ''))).toBe('video/mp4');
    expect(videoTypeOf(file('talk.webm', 'application/octet-stream'))).toBe('video/webm');
    expect(videoTypeOf(file('talk', ''))).toBeNull();
  });

  it('refuses other formats, even named like a video the deck plays', () => {
    expect(videoTypeOf(file('clip.mov', 'video/quicktime'))).toBeNull();
    expect(videoTypeOf(file('clip.mp4', 'video/quicktime'))).toBeNull();
    expect(videoTypeOf(file('notes.mp4', 'text/plain'))).toBeNull();
  });
});

describe('describeVideoFile', () => {
  it('declares the type and the length the browser read', async () => {
    expect(await describeVideoFile(file('a.webm', ''), async () => 12_345)).toEqual({
      mimeType: 'video/webm',
      durationMs: 12_345,
    });
  });

  it('says why a file cannot go up', async () => {
    const never = async () => {
      throw new Error('not measured');
    };
    expect(await describeVideoFile(file('a.mov', 'video/quicktime'), never)).toEqual({ problem: 'notVideo' });
    expect(await describeVideoFile(file('a.mp4', 'video/mp4'), async () => null)).toEqual({
      problem: 'unreadable',
    });
    expect(await describeVideoFile(file('a.mp4', 'video/mp4'), async () => 0)).toEqual({
      problem: 'unreadable',
    });
  });
});

describe('videoTitleOf', () => {
  it('is the name without its extension', () => {
    expect(videoTitleOf('Product demo.final.mp4')).toBe('Product demo.final');
    expect(videoTitleOf('.webm')).toBe('.webm');
    expect(videoTitleOf('no-extension')).toBe('no-extension');
  });
});
