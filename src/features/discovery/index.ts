// The discovery feature's public face for the other features: keeping a presentation's entry in
// the search index in step when it is saved, published or hidden, and the cards that list
// presentations with their owners (a folder's shelf, a team's page). Its pages, feeds, sitemap and
// oEmbed are registered by the composition root (src/app/app.ts). Browser code takes
// contracts.ts.
export { cardsWithOwners } from './cards.service';
export { indexPresentation } from './repository';
