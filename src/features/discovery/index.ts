// The discovery feature's public face for the other features: the cards that list presentations
// with their owners (a folder's shelf, a team's page). Its pages, feeds, sitemap and
// oEmbed are registered by the composition root (src/app/app.ts). Browser code takes
// contracts.ts.
export { cardsWithOwners } from './cards.service';
