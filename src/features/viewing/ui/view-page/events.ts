// How view-page components report analytics: by name and fields, to whatever the page wires in
// (the analytics client in the browser, a spy in tests). Components never import the client.
export type OnEvent = (name: string, fields: Record<string, unknown>) => void;

/** The location and type of a call to action, as the ClickCallToAction event names them. */
export interface CallToActionFields {
  location: string;
  type: 'BUTTON' | 'LINK';
  text: string;
  target: string;
}
