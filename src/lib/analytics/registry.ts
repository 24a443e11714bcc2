// Every analytics event the browser may send (spec §7, §8): its family, numeric schema id and
// event source, and the typed fields of its body. Schema ids are stable: never renumber one,
// only append. Ids are grouped by family (1xxx web-script, 2xxx web-graphics, 3xxx video-app).

export type EventFamily = 'web-script' | 'web-graphics' | 'video-app';
export type EventSource = 'Js' | 'Webgl' | 'PreziAirWeb';

export interface EventType {
  family: EventFamily;
  schemaId: number;
  source: EventSource;
}

type SharingNetwork = 'FACEBOOK' | 'LINKEDIN' | 'TWITTER' | 'GOOGLE_CLASSROOM' | 'NATIVE';
type ProductType = 'CLASSIC' | 'NEXT';
// Record<never, never> rather than Record<string, never>, which would turn event_name into never.
type NoFields = Record<never, never>;
interface OnPresentation {
  prezi_oid: string;
}

/** The body fields of each event, beside `event_name`, which the envelope adds. */
export interface EventFields {
  // Header and search
  SearchPresentations: { search_term: string; search_type: string };
  ClickLogo: NoFields;
  VisitSignupOrLoginPage: {
    cta_location: 'header';
    cta_text: string;
    cta_type: 'LINK' | 'BUTTON';
    target_url: string;
  };
  ClickSearchInput: NoFields;
  EnterSearchBar: NoFields;
  // View page
  LoadedPublicViewPage: OnPresentation;
  OpenTranscript: OnPresentation;
  PagedTranscriptShown: OnPresentation;
  ClickCallToAction: { location: string; type: string; text: string; target: string };
  OpenPresentationCard: { target_url: string; card_type: string };
  OpenEditor: OnPresentation;
  OpenToComment: OnPresentation;
  CopyEmbedCode: { prezi_oid: string; product_type: ProductType; embed_variant?: 'FIXED' | 'RESPONSIVE' };
  Like: OnPresentation;
  Unlike: OnPresentation;
  ShareOpen: OnPresentation;
  Share: { prezi_oid: string; network: SharingNetwork };
  CopyLink: OnPresentation;
  CopyPresentation: { source: 'VIEW_PAGE'; prezi_oid: string };
  // Viewer sessions
  ZoomOnWebSessionStarted: OnPresentation;
  WebPreziAirWeb: OnPresentation;
  PresentationStarted: { prezi_oid: string; step_count: number };
  StepReached: { prezi_oid: string; step_index: number; ms_on_previous_step: number; revisit?: true };
  PresentationCompleted: { prezi_oid: string; step_count: number; duration_ms: number };
  // Teams, folders and brand kits, sent once the server has made the change. Ids are
  // the public ones: a team's tid, a folder's fid.
  TeamMemberAdded: { team_id: string; role: 'owner' | 'admin' | 'member' | 'viewer' };
  TeamMemberRemoved: { team_id: string; reason: 'left' | 'removed' };
  FolderCreated: { folder_id: string; team_id?: string };
  FolderShared: { folder_id: string; role: 'edit' | 'comment' };
  BrandKitPublished: { team_id?: string };
  BrandKitUnpublished: { team_id?: string };
}

export type EventName = keyof EventFields;

const script = (schemaId: number): EventType => ({ family: 'web-script', schemaId, source: 'Js' });
const graphics = (schemaId: number): EventType => ({ family: 'web-graphics', schemaId, source: 'Webgl' });
const videoApp = (schemaId: number): EventType => ({ family: 'video-app', schemaId, source: 'PreziAirWeb' });

// Typed against EventFields, so an event with fields but no registration (or the reverse) fails
// the type check.
export const EVENT_TYPES: { readonly [N in EventName]: EventType } = {
  SearchPresentations: script(1001),
  ClickLogo: script(1002),
  VisitSignupOrLoginPage: script(1003),
  ClickSearchInput: script(1004),
  EnterSearchBar: script(1005),
  LoadedPublicViewPage: script(1006),
  OpenTranscript: script(1007),
  PagedTranscriptShown: script(1008),
  ClickCallToAction: script(1009),
  OpenPresentationCard: script(1010),
  OpenEditor: script(1011),
  OpenToComment: script(1012),
  CopyEmbedCode: script(1013),
  Like: script(1014),
  Unlike: script(1015),
  ShareOpen: script(1016),
  Share: script(1017),
  CopyLink: script(1018),
  CopyPresentation: script(1019),
  TeamMemberAdded: script(1020),
  TeamMemberRemoved: script(1021),
  FolderCreated: script(1022),
  FolderShared: script(1023),
  BrandKitPublished: script(1024),
  BrandKitUnpublished: script(1025),
  ZoomOnWebSessionStarted: graphics(2001),
  PresentationStarted: graphics(2002),
  StepReached: graphics(2003),
  PresentationCompleted: graphics(2004),
  WebPreziAirWeb: videoApp(3001),
};

export function isEventName(name: string): name is EventName {
  return Object.hasOwn(EVENT_TYPES, name);
}
