// The admin tag tool talks to the viewer through browser events (spec §6): the Tag button invokes
// the tool and reinitialises it for this presentation; the tool answers whether hidden tags exist.

export const CURATION_EVENTS = {
  invoke: 'podium:curation-invoke',
  reinitialize: 'podium:curation-reinitialize',
  hiddenTagsLoaded: 'podium:hidden-tags-loaded',
} as const;

export const CURATION_FEATURE = 'allow-content-curation';

export interface CurationReinitializeDetail {
  title: string;
  oid: string;
}

export interface HiddenTagsLoadedDetail {
  hasTags: boolean;
}
