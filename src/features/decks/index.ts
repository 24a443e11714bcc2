// The decks feature's public face for the other features: a presentation as a stored thing. Its row
// (finding, listing, updating, its counts), making one (createPresentation), its pictures and
// uploaded PDF, its thumbnail as PNG, its generated PDF, and the search index kept in step on every
// write; whether someone may manage it (loadManageable: its settings page and the calls other
// features make on its owner's behalf). Who may see or change a presentation is the access
// feature's; making one from a source, a PDF, a template or a copy is the publishing feature's
// (decision 086).
export type { CardData, PlayerData, ViewerRights, ViewPageData } from './contracts';
export { lockCounts, readCounts } from './counters.repository';
export { descriptionFromMarkdown, sanitizeDescription } from './description';
export {
  CARD_COLUMNS,
  type CardRow,
  countListed,
  countListedPresentations,
  countPresentations,
  type ListingOptions,
  listCardsByIds,
  listFeedDetails,
  listListedOwners,
  listListedPresentations,
} from './listing.repository';
export {
  copyMediaFiles,
  deleteMediaFile,
  findMediaByKey,
  insertMediaFiles,
  keepMediaFile,
  type NewMedia,
} from './media.repository';
export {
  dropUnusedOriginalPdf,
  findOriginalPdf,
  findPresentationMedia,
  storeOriginalPdf,
} from './original-pdfs.repository';
export {
  DASHBOARD_LIMIT,
  DASHBOARD_SORTS,
  listOwnPresentationIds,
  listOwnPresentations,
  listSharedPresentations,
  type OwnCardRow,
} from './owner.repository';
export { renderDeckPdf } from './pdf/deck-pdf';
export { GeneratedPdfs } from './pdf/generated-pdfs';
export {
  lastModifiedText,
  presentCard,
  presentPlayerData,
  presentViewPageData,
} from './player-data.presenter';
export { createPresentation, stepCount } from './presentation.service';
export {
  findPresentationAccessById,
  findPresentationAccessByOid,
  findPresentationById,
  findPresentationByOid,
  findPresentationBySourceKey,
  findTemplateBySlug,
  findThumbnailById,
  setCurated,
  updatePresentation,
  updatePresentationIfUnchanged,
} from './presentations.repository';
export { indexPresentation, removeFromIndex } from './search-index.repository';
export { loadManageable, type Manageable } from './settings.service';
export type { SourceFormat } from './tables';
export { PNG_SIZE, thumbnailPng } from './thumbnail-png';
