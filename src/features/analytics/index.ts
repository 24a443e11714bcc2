// The analytics feature's public face for the other features: a visit, which counting a view
// starts or continues (the viewing feature's view.service.ts) in the same transaction.
export { insertVisit, latestVisitSince, touchVisit } from './visits.repository';
