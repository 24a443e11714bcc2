// What a failure says, for a message on screen: an Error's message, or whatever was thrown as text.
export const errorMessage = (error: unknown): string =>
  error instanceof Error ? error.message : String(error);
