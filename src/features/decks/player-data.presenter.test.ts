import { describe, expect, it } from 'vitest';
import { lastModifiedText, presentCard, presentPlayerData } from './player-data.presenter';
import { DOCUMENT, loaded, OWNER, presentationRow, VIEW_LINK, VISITOR } from './test-support';

describe('presentPlayerData', () => {
  it('sends the document, the owner without their email, and the viewer’s like and rights', () => {
    const data = presentPlayerData(loaded(presentationRow(), VISITOR, { hasLiked: true }));
    expect(data).toEqual({
      oid: 'abc123def456',
      title: 'Tidy Data in Practice',
      kind: 'deck',
      schemaVersion: '2',
      privacy: 'public',
      document: DOCUMENT,
      media: null,
      recording: null,
      thumbnail: '/thumbnails/abc123def456/v1.svg',
      owner: {
        oid: OWNER.oid,
        username: 'ada',
        firstName: 'Ada',
        lastName: 'Lovelace',
        publicDisplayName: null,
        email: null,
        avatar: expect.objectContaining({ initials: 'AL' }),
      },
      lastModified: '2026-11-21T10:00:00.000Z',
      lastModifiedDateString: 'Updated November 21, 2026',
      likesCount: 7,
      hasLiked: true,
      viewCount: 42,
      tags: ['data', 'analysis'],
      viewerRights: { edit: false, comment: false },
      prezilink: null,
    });
  });

  it('names the view link it was opened through and gives collaborators their rights', () => {
    const byLink = presentPlayerData(
      loaded(presentationRow({ privacy: 'private' }), null, { viewLinkId: VIEW_LINK }),
    );
    expect(byLink.prezilink).toEqual({ link_id: VIEW_LINK });
    expect(presentPlayerData(loaded(presentationRow(), VISITOR, { role: 'comment' })).viewerRights).toEqual({
      edit: false,
      comment: true,
    });
    expect(presentPlayerData(loaded(presentationRow(), VISITOR, { role: 'edit' })).viewerRights).toEqual({
      edit: true,
      comment: true,
    });
  });

  it('names a recording’s video and captions as its media too, so a plain video player plays it', () => {
    const recording = {
      takes: [],
      videoUrl: '/p/abc123def456/tidy-data-in-practice/video/',
      mimeType: 'video/webm' as const,
      durationMs: 10_000,
      programDurationMs: 9000,
      edits: { startMs: 0, endMs: 9000, cuts: [] },
      timeline: [{ atMs: 0, step: 0 }],
      chapters: [{ atMs: 0, step: 0, title: 'Tidy Data in Practice' }],
      captionsUrl: null,
      captions: '',
      coverMs: 0,
      coverTake: 0,
    };
    const data = presentPlayerData(loaded(presentationRow({ kind: 'video' }), null), undefined, recording);
    expect(data).toMatchObject({
      recording,
      media: { video: recording.videoUrl, captions: '', preview: '' },
    });
  });

  it('sends a video’s media', () => {
    const media = { video: '/media/v.mp4', captions: '/media/v.vtt', preview: '/media/v.webp' };
    const data = presentPlayerData(loaded(presentationRow({ kind: 'video', media }), null));
    expect(data).toMatchObject({ kind: 'video', media });
  });
});

describe('lastModifiedText', () => {
  it('says when it was updated, in the page language, by the UTC day', () => {
    expect(lastModifiedText('2026-11-21T23:30:00.000Z')).toBe('Updated November 21, 2026');
    expect(lastModifiedText('2026-11-21T23:30:00.000Z', 'de')).toContain('21. November 2026');
  });
});

describe('presentCard', () => {
  it('links a talk to its view page and names its owner', () => {
    expect(presentCard(presentationRow(), OWNER, 'Ada Lovelace')).toEqual({
      oid: 'abc123def456',
      title: 'Tidy Data in Practice',
      subTitle: 'Ada Lovelace',
      path: '/p/abc123def456/tidy-data-in-practice/',
      thumbnail: '/thumbnails/abc123def456/v1.svg',
      viewCount: 42,
      likesCount: 7,
    });
  });

  it('links a template to its template page and a video to its preview', () => {
    const template = presentCard(
      presentationRow({ is_template: true, template_slug: 'pitch' }),
      OWNER,
      'Ada',
    );
    expect(template).toMatchObject({ path: '/presentation-template/pitch/', type: 'TEMPLATE' });
    const media = { video: '/v.mp4', captions: '/v.vtt', preview: '/v.webp' };
    const video = presentCard(presentationRow({ kind: 'video', media }), undefined, '');
    expect(video).toMatchObject({ previewAnimation: '/v.webp', subTitle: '' });
    expect(video).not.toHaveProperty('type');
  });
});
