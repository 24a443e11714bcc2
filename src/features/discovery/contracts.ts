// The listing pages (explore, search, gallery, templates, videos, profiles): one page of cards.
// `Message` is the message-id type of the i18n catalogue, which contracts do not import.
import type { CardData } from '../decks/contracts';

export interface ListingPageData<Message extends string = string> {
  heading: Message;
  headingValues?: Record<string, string | number>;
  intro?: Message;
  /** A person's profile shows their name and initials above the cards. */
  profile?: { name: string; initials: string; colour: string };
  cards: CardData[];
  empty: Message;
  page: number;
  pages: number;
  /** The listing's path with its query, without the page number. */
  basePath: string;
  search?: string;
  /** A call to action beside the heading, such as the video pages' way into the recording studio. */
  action?: { label: Message; href: string };
}
