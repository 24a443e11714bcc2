// Server-rendered parts of a page that React may make live after the rest.
//
// React hydrates a Suspense boundary that came from the server as its own unit, after the shell and
// at the lowest priority, yielding to the browser in between. So the page's shell (the viewer) is
// live first: a Present pressed while the page starts gets the player a whole hydration sooner, and
// the header, toolbar and detail section follow a few frames later. A click on a part that is not
// live yet makes React hydrate that part at once and then deliver the click. Outside hydration (a
// client render) the boundary only renders its children, as nothing in it suspends.
import { type ReactNode, Suspense } from 'react';

export function HydrateLater({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
