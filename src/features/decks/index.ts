// The decks feature's public face for the other features: a presentation as a stored thing. Its row
// (finding, listing, updating, its counts), making one (createPresentation), its pictures and
// uploaded PDF, its thumbnail as PNG, its generated PDF, and the search index kept in step on every
// write. Who may see or change a presentation is the access feature's; making one from a source, a
// PDF, a template or a copy is the publishing feature's (decision 086).
export {
  copyMediaFiles,
  deleteMediaFile,
  findMediaByKey,
  insertMediaFiles,
  type NewMedia,
} from './media.repository';
export {
  dropUnusedOriginalPdf,
  findOriginalPdf,
  findPresentationMedia,
  storeOriginalPdf,
} from './original-pdfs.repository';
export {
  DASHBOARD_SORTS,
  listOwnPresentationIds,
  listOwnPresentations,
  listSharedPresentations,
  type OwnCardRow,
} from './owner.repository';
export { renderDeckPdf } from './pdf/deck-pdf';
export { GeneratedPdfs } from './pdf/generated-pdfs';
export { createPresentation, stepCount } from './presentation.service';
export {
  CARD_COLUMNS,
  type CardRow,
  countListed,
  countListedPresentations,
  countPresentations,
  findPresentationAccessById,
  findPresentationAccessByOid,
  findPresentationById,
  findPresentationByOid,
  findPresentationBySourceKey,
  findTemplateBySlug,
  findThumbnailById,
  type ListingOptions,
  listCardsByIds,
  listFeedDetails,
  listListedOwners,
  listListedPresentations,
  lockCounts,
  readCounts,
  setCurated,
  updatePresentation,
  updatePresentationIfUnchanged,
} from './repository';
export { indexPresentation, removeFromIndex } from './search-index.repository';
export { PNG_SIZE, thumbnailPng } from './thumbnail-png';
