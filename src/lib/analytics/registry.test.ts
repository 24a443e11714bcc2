import { describe, expect, it } from 'vitest';
import { EVENT_TYPES, isEventName } from './registry';

const SOURCE_OF_FAMILY = { 'web-script': 'Js', 'web-graphics': 'Webgl', 'video-app': 'PreziAirWeb' };

describe('EVENT_TYPES', () => {
  it('registers the events the viewer, the view page and the team systems send', () => {
    expect(Object.keys(EVENT_TYPES).sort()).toEqual(
      [
        'SearchPresentations',
        'ClickLogo',
        'VisitSignupOrLoginPage',
        'ClickSearchInput',
        'EnterSearchBar',
        'LoadedPublicViewPage',
        'OpenTranscript',
        'PagedTranscriptShown',
        'ClickCallToAction',
        'OpenPresentationCard',
        'OpenEditor',
        'OpenToComment',
        'CopyEmbedCode',
        'Like',
        'Unlike',
        'ShareOpen',
        'Share',
        'CopyLink',
        'CopyPresentation',
        'ZoomOnWebSessionStarted',
        'WebPreziAirWeb',
        'PresentationStarted',
        'StepReached',
        'PresentationCompleted',
        'TeamMemberAdded',
        'TeamMemberRemoved',
        'FolderCreated',
        'FolderShared',
        'BrandKitPublished',
        'BrandKitUnpublished',
      ].sort(),
    );
  });

  it('gives every event type its own positive integer schema id', () => {
    const ids = Object.values(EVENT_TYPES).map((type) => type.schemaId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(Number.isInteger(id) && id > 0).toBe(true);
  });

  it('pairs each family with its event source', () => {
    for (const type of Object.values(EVENT_TYPES)) expect(type.source).toBe(SOURCE_OF_FAMILY[type.family]);
  });

  it('keeps the published schema ids of a sample of events', () => {
    expect(EVENT_TYPES.SearchPresentations).toEqual({ family: 'web-script', schemaId: 1001, source: 'Js' });
    expect(EVENT_TYPES.StepReached).toEqual({ family: 'web-graphics', schemaId: 2003, source: 'Webgl' });
    expect(EVENT_TYPES.TeamMemberAdded).toEqual({ family: 'web-script', schemaId: 1020, source: 'Js' });
    expect(EVENT_TYPES.BrandKitUnpublished).toEqual({ family: 'web-script', schemaId: 1025, source: 'Js' });
    expect(EVENT_TYPES.WebPreziAirWeb).toEqual({
      family: 'video-app',
      schemaId: 3001,
      source: 'PreziAirWeb',
    });
  });

  it('tells registered names from others', () => {
    expect(isEventName('Like')).toBe(true);
    expect(isEventName('like')).toBe(false);
    expect(isEventName('toString')).toBe(false);
  });
});
