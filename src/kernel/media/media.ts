// The files of a video presentation: stored with the presentation, sent to the player as they are.

export interface VideoMedia {
  video: string;
  captions: string;
  preview: string;
}
